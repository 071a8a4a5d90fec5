import * as migration_20261122_013543_initial from './20261122_013543_initial';

export const migrations = [
  {
    up: migration_20261122_013543_initial.up,
    down: migration_20261122_013543_initial.down,
    name: '20261122_013543_initial'
  },
];
