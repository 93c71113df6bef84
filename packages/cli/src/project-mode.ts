// The project's default compatibility mode (`compatibility:` in capctl.yaml) given to every action
// that names none, before the definition is planned: the service sees each action's mode explicitly.
import type { Definition } from '@capctl/core';
import { readProjectConfig } from './project-config.js';
import { findProjectRoot } from './project-root.js';

export function withProjectMode(definition: Definition, path: string): Definition {
  const mode = readProjectConfig(findProjectRoot(path).dir).compatibility;
  if (mode === undefined || definition.actions === undefined) return definition;
  return { ...definition, actions: definition.actions.map((a) => (a.compatibility === undefined ? { ...a, compatibility: mode } : a)) };
}
