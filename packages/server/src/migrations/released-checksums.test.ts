// The checksums of the released migrations, written out: a database records them when it
// applies a migration and refuses to start on one that changed, so moving or rewriting a
// migration must leave every one of these as it is.
import { describe, expect, it } from 'vitest';
import { migrationChecksum } from '../storage/migration-checksum.js';
import { migrations } from './index.js';

const RELEASED: readonly (readonly [string, string])[] = [
  ['0001_accounts', 'd08e5e616353760c2af1d325f047676f8ba074d66dd6f36605f35f8a2926aa4b'],
  ['0002_resources', 'f4b9769b172047aa4c90b8183fcf81168c284ce32cfe38398c8597d07edb0fa6'],
  ['0003_config_state', '7401455b9a03d49419e1be126e3a784d2df62b668c2df82461ea22f22d4af7d6'],
  ['0010_mfa', 'f0cc1cbc07e5adc8a11c3cebfd72f060643dd7ce6bfa3c1f01407380d50599cd'],
  ['0011_config_revisions', 'ba05dc51a53e9ed86d3b3e2179da5c8a8d48ea290ae7a2003868e0f7cc6e1905'],
  ['0020_lineage', '0db3d7c145e2af011e179472f0626cf5a2f24a5c4728767ef36964ceb2ef236a'],
  ['0021_revision_digests', '36b05921d29f0cf192bc9399ac5975b3a99949e456c8b49cf00590cc0a747a00'],
  ['0030_config_changes', '6a09c84d09a3529c11cd3d1cd21a2b7d4d75c46b85c96e5a581061075d720d5b'],
  ['0040_api_key_scope', '3fdf3b7268a8eaee4270afa46e75fe0dd1d69981225ce96e2d9314ad26bce004'],
  ['0050_seal_sensitive_headers', '542af32505239cdadc49285e6105d3f77b5abe83be9a4508df2a3296e5878c3a'],
  ['0060_rate_limit_windows', 'b68ca2b39b94087db631ad7d31749e1a73d97bf21dc2628b274c700fa49eb373'],
  ['0070_action_schema_hashes', '3940a061f9738bfb315896462d1b51bad1a45f5b3820d0c7a93f9eaa00f33d93'],
  ['0080_action_modes_and_version_revisions', 'c8826c6a210feb9582300cd0021d41b49b4d773449a6de0c01f8e8452c15ca83'],
];

describe('the released migrations', () => {
  it('come first, in their order, each with the checksum databases recorded', () => {
    const listed = migrations.slice(0, RELEASED.length).map((m) => [m.name, migrationChecksum(m)] as const);
    expect(listed).toEqual(RELEASED);
  });

  it('are followed only by migrations named after them, in order', () => {
    const names = migrations.map((m) => m.name);
    expect(names).toEqual([...names].sort());
    expect(new Set(names).size).toBe(names.length);
  });
});
