import * as migration_20261122_013535_initial from './20261122_013535_initial';
import * as migration_20261122_024054_public_shell from './20261122_024054_public_shell';
import * as migration_20261122_033557_accounts from './20261122_033557_accounts';
import * as migration_20261122_051948_library from './20261122_051948_library';

export const migrations = [
  {
    up: migration_20261122_013535_initial.up,
    down: migration_20261122_013535_initial.down,
    name: '20261122_013535_initial',
  },
  {
    up: migration_20261122_024054_public_shell.up,
    down: migration_20261122_024054_public_shell.down,
    name: '20261122_024054_public_shell',
  },
  {
    up: migration_20261122_033557_accounts.up,
    down: migration_20261122_033557_accounts.down,
    name: '20261122_033557_accounts',
  },
  {
    up: migration_20261122_051948_library.up,
    down: migration_20261122_051948_library.down,
    name: '20261122_051948_library'
  },
];
