import * as migration_20261122_013535_initial from './20261122_013535_initial';

export const migrations = [
  {
    up: migration_20261122_013535_initial.up,
    down: migration_20261122_013535_initial.down,
    name: '20261122_013535_initial'
  },
];
