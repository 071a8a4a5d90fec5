import * as migration_20261122_013535_initial from './20261122_013535_initial';
import * as migration_20261122_024054_public_shell from './20261122_024054_public_shell';
import * as migration_20261122_033557_accounts from './20261122_033557_accounts';
import * as migration_20261122_051948_library from './20261122_051948_library';
import * as migration_20261122_075042_billing_subscriptions from './20261122_075042_billing_subscriptions';
import * as migration_20261122_090345_contact_feedback from './20261122_090345_contact_feedback';
import * as migration_20261122_092912_consent_fingerprints from './20261122_092912_consent_fingerprints';
import * as migration_20261124_204943_login_throttle from './20261124_204943_login_throttle';
import * as migration_20261124_204952_account_credentials from './20261124_204952_account_credentials';
import * as migration_20261124_215850_forest_calendar from './20261124_215850_forest_calendar';
import * as migration_20261125_105738_personality_tests from './20261125_105738_personality_tests';
import * as migration_20261125_111530_daily_tips from './20261125_111530_daily_tips';
import * as migration_20261125_132605_personality_results from './20261125_132605_personality_results';
import * as migration_20261125_135037_daily_tip_practice from './20261125_135037_daily_tip_practice';
import * as migration_20261125_135602_landing_previews from './20261125_135602_landing_previews';
import * as migration_20261125_172229_theme_defaults from './20261125_172229_theme_defaults';
import * as migration_20261125_173858_member_personalisation from './20261125_173858_member_personalisation';
import * as migration_20261125_200022_page_audio_and_theme_effects from './20261125_200022_page_audio_and_theme_effects';
import * as migration_20261125_203405_translation_cache_and_glossary from './20261125_203405_translation_cache_and_glossary';
import * as migration_20261125_204053_translation_status from './20261125_204053_translation_status';
import * as migration_20261127_063214_translation_admin from './20261127_063214_translation_admin';
import * as migration_20261127_130242_storage_prefixes from './20261127_130242_storage_prefixes';
import * as migration_20261201_213041_ids_never_reused from './20261201_213041_ids_never_reused';
import * as migration_20261202_014215_placeholder_files from './20261202_014215_placeholder_files';
import * as migration_20261202_141847_web_vitals from './20261202_141847_web_vitals';

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
    name: '20261122_051948_library',
  },
  {
    up: migration_20261122_075042_billing_subscriptions.up,
    down: migration_20261122_075042_billing_subscriptions.down,
    name: '20261122_075042_billing_subscriptions',
  },
  {
    up: migration_20261122_090345_contact_feedback.up,
    down: migration_20261122_090345_contact_feedback.down,
    name: '20261122_090345_contact_feedback',
  },
  {
    up: migration_20261122_092912_consent_fingerprints.up,
    down: migration_20261122_092912_consent_fingerprints.down,
    name: '20261122_092912_consent_fingerprints',
  },
  {
    up: migration_20261124_204943_login_throttle.up,
    down: migration_20261124_204943_login_throttle.down,
    name: '20261124_204943_login_throttle',
  },
  {
    up: migration_20261124_204952_account_credentials.up,
    down: migration_20261124_204952_account_credentials.down,
    name: '20261124_204952_account_credentials',
  },
  {
    up: migration_20261124_215850_forest_calendar.up,
    down: migration_20261124_215850_forest_calendar.down,
    name: '20261124_215850_forest_calendar',
  },
  {
    up: migration_20261125_105738_personality_tests.up,
    down: migration_20261125_105738_personality_tests.down,
    name: '20261125_105738_personality_tests',
  },
  {
    up: migration_20261125_111530_daily_tips.up,
    down: migration_20261125_111530_daily_tips.down,
    name: '20261125_111530_daily_tips',
  },
  {
    up: migration_20261125_132605_personality_results.up,
    down: migration_20261125_132605_personality_results.down,
    name: '20261125_132605_personality_results',
  },
  {
    up: migration_20261125_135037_daily_tip_practice.up,
    down: migration_20261125_135037_daily_tip_practice.down,
    name: '20261125_135037_daily_tip_practice',
  },
  {
    up: migration_20261125_135602_landing_previews.up,
    down: migration_20261125_135602_landing_previews.down,
    name: '20261125_135602_landing_previews',
  },
  {
    up: migration_20261125_172229_theme_defaults.up,
    down: migration_20261125_172229_theme_defaults.down,
    name: '20261125_172229_theme_defaults',
  },
  {
    up: migration_20261125_173858_member_personalisation.up,
    down: migration_20261125_173858_member_personalisation.down,
    name: '20261125_173858_member_personalisation',
  },
  {
    up: migration_20261125_200022_page_audio_and_theme_effects.up,
    down: migration_20261125_200022_page_audio_and_theme_effects.down,
    name: '20261125_200022_page_audio_and_theme_effects',
  },
  {
    up: migration_20261125_203405_translation_cache_and_glossary.up,
    down: migration_20261125_203405_translation_cache_and_glossary.down,
    name: '20261125_203405_translation_cache_and_glossary',
  },
  {
    up: migration_20261125_204053_translation_status.up,
    down: migration_20261125_204053_translation_status.down,
    name: '20261125_204053_translation_status',
  },
  {
    up: migration_20261127_063214_translation_admin.up,
    down: migration_20261127_063214_translation_admin.down,
    name: '20261127_063214_translation_admin',
  },
  {
    up: migration_20261127_130242_storage_prefixes.up,
    down: migration_20261127_130242_storage_prefixes.down,
    name: '20261127_130242_storage_prefixes',
  },
  {
    up: migration_20261201_213041_ids_never_reused.up,
    down: migration_20261201_213041_ids_never_reused.down,
    name: '20261201_213041_ids_never_reused',
  },
  {
    up: migration_20261202_014215_placeholder_files.up,
    down: migration_20261202_014215_placeholder_files.down,
    name: '20261202_014215_placeholder_files',
  },
  {
    up: migration_20261202_141847_web_vitals.up,
    down: migration_20261202_141847_web_vitals.down,
    name: '20261202_141847_web_vitals'
  },
];
