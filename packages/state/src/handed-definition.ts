// A definition handed to a state adapter to plan, which holds it only while it needs it: the HTTP
// adapter until the request body is sent, the local one until the service has it. The caller
// keeps no reference, so the largest value of a plan is not kept alive while the service plans.

/** The definition in a box the adapter empties; see handDefinition. */
export class HandedDefinition {
  #definition: unknown;
  #taken = false;

  constructor(definition: unknown) {
    this.#definition = definition;
  }

  /** The definition, for as long as it is held. */
  get value(): unknown {
    if (this.#taken) throw new Error('the handed definition was let go already; a request is made from it before it is sent');
    return this.#definition;
  }

  /** Lets go of the definition (the body was sent); the box then holds nothing. */
  letGo(): void {
    this.#definition = undefined;
    this.#taken = true;
  }

  /** The definition, let go of at once (the one who takes it holds it now). */
  take(): unknown {
    const definition = this.value;
    this.letGo();
    return definition;
  }
}

/** A plan request's `definition` that the adapter lets go of once it no longer needs it. */
export const handDefinition = (definition: unknown): HandedDefinition => new HandedDefinition(definition);

/** The definition a request carries: a handed one is taken out of its box (the caller keeps none). */
export function takeDefinition(definition: unknown): unknown {
  return definition instanceof HandedDefinition ? definition.take() : definition;
}
