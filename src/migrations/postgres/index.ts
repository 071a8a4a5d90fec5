import * as migration_20261122_013543_initial from './20261122_013543_initial';
import * as migration_20261122_024100_public_shell from './20261122_024100_public_shell';

export const migrations = [
  {
    up: migration_20261122_013543_initial.up,
    down: migration_20261122_013543_initial.down,
    name: '20261122_013543_initial',
  },
  {
    up: migration_20261122_024100_public_shell.up,
    down: migration_20261122_024100_public_shell.down,
    name: '20261122_024100_public_shell'
  },
];
