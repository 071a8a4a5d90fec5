import * as migration_20261122_013543_initial from './20261122_013543_initial';
import * as migration_20261122_024100_public_shell from './20261122_024100_public_shell';
import * as migration_20261122_033602_accounts from './20261122_033602_accounts';
import * as migration_20261122_051953_library from './20261122_051953_library';
import * as migration_20261122_075102_billing_subscriptions from './20261122_075102_billing_subscriptions';
import * as migration_20261122_090419_contact_feedback from './20261122_090419_contact_feedback';
import * as migration_20261122_092921_consent_fingerprints from './20261122_092921_consent_fingerprints';
import * as migration_20261124_204946_login_throttle from './20261124_204946_login_throttle';
import * as migration_20261124_204956_account_credentials from './20261124_204956_account_credentials';
import * as migration_20261124_215854_forest_calendar from './20261124_215854_forest_calendar';
import * as migration_20261125_105745_personality_tests from './20261125_105745_personality_tests';
import * as migration_20261125_111538_daily_tips from './20261125_111538_daily_tips';
import * as migration_20261125_132609_personality_results from './20261125_132609_personality_results';
import * as migration_20261125_135041_daily_tip_practice from './20261125_135041_daily_tip_practice';
import * as migration_20261125_135608_landing_previews from './20261125_135608_landing_previews';
import * as migration_20261125_172234_theme_defaults from './20261125_172234_theme_defaults';
import * as migration_20261125_173911_member_personalisation from './20261125_173911_member_personalisation';
import * as migration_20261125_200030_page_audio_and_theme_effects from './20261125_200030_page_audio_and_theme_effects';
import * as migration_20261125_203413_translation_cache_and_glossary from './20261125_203413_translation_cache_and_glossary';
import * as migration_20261125_204102_translation_status from './20261125_204102_translation_status';
import * as migration_20261127_063218_translation_admin from './20261127_063218_translation_admin';
import * as migration_20261127_130247_storage_prefixes from './20261127_130247_storage_prefixes';
import * as migration_20261202_014313_placeholder_files from './20261202_014313_placeholder_files';
import * as migration_20261202_141854_web_vitals from './20261202_141854_web_vitals';

export const migrations = [
  {
    up: migration_20261122_013543_initial.up,
    down: migration_20261122_013543_initial.down,
    name: '20261122_013543_initial',
  },
  {
    up: migration_20261122_024100_public_shell.up,
    down: migration_20261122_024100_public_shell.down,
    name: '20261122_024100_public_shell',
  },
  {
    up: migration_20261122_033602_accounts.up,
    down: migration_20261122_033602_accounts.down,
    name: '20261122_033602_accounts',
  },
  {
    up: migration_20261122_051953_library.up,
    down: migration_20261122_051953_library.down,
    name: '20261122_051953_library',
  },
  {
    up: migration_20261122_075102_billing_subscriptions.up,
    down: migration_20261122_075102_billing_subscriptions.down,
    name: '20261122_075102_billing_subscriptions',
  },
  {
    up: migration_20261122_090419_contact_feedback.up,
    down: migration_20261122_090419_contact_feedback.down,
    name: '20261122_090419_contact_feedback',
  },
  {
    up: migration_20261122_092921_consent_fingerprints.up,
    down: migration_20261122_092921_consent_fingerprints.down,
    name: '20261122_092921_consent_fingerprints',
  },
  {
    up: migration_20261124_204946_login_throttle.up,
    down: migration_20261124_204946_login_throttle.down,
    name: '20261124_204946_login_throttle',
  },
  {
    up: migration_20261124_204956_account_credentials.up,
    down: migration_20261124_204956_account_credentials.down,
    name: '20261124_204956_account_credentials',
  },
  {
    up: migration_20261124_215854_forest_calendar.up,
    down: migration_20261124_215854_forest_calendar.down,
    name: '20261124_215854_forest_calendar',
  },
  {
    up: migration_20261125_105745_personality_tests.up,
    down: migration_20261125_105745_personality_tests.down,
    name: '20261125_105745_personality_tests',
  },
  {
    up: migration_20261125_111538_daily_tips.up,
    down: migration_20261125_111538_daily_tips.down,
    name: '20261125_111538_daily_tips',
  },
  {
    up: migration_20261125_132609_personality_results.up,
    down: migration_20261125_132609_personality_results.down,
    name: '20261125_132609_personality_results',
  },
  {
    up: migration_20261125_135041_daily_tip_practice.up,
    down: migration_20261125_135041_daily_tip_practice.down,
    name: '20261125_135041_daily_tip_practice',
  },
  {
    up: migration_20261125_135608_landing_previews.up,
    down: migration_20261125_135608_landing_previews.down,
    name: '20261125_135608_landing_previews',
  },
  {
    up: migration_20261125_172234_theme_defaults.up,
    down: migration_20261125_172234_theme_defaults.down,
    name: '20261125_172234_theme_defaults',
  },
  {
    up: migration_20261125_173911_member_personalisation.up,
    down: migration_20261125_173911_member_personalisation.down,
    name: '20261125_173911_member_personalisation',
  },
  {
    up: migration_20261125_200030_page_audio_and_theme_effects.up,
    down: migration_20261125_200030_page_audio_and_theme_effects.down,
    name: '20261125_200030_page_audio_and_theme_effects',
  },
  {
    up: migration_20261125_203413_translation_cache_and_glossary.up,
    down: migration_20261125_203413_translation_cache_and_glossary.down,
    name: '20261125_203413_translation_cache_and_glossary',
  },
  {
    up: migration_20261125_204102_translation_status.up,
    down: migration_20261125_204102_translation_status.down,
    name: '20261125_204102_translation_status',
  },
  {
    up: migration_20261127_063218_translation_admin.up,
    down: migration_20261127_063218_translation_admin.down,
    name: '20261127_063218_translation_admin',
  },
  {
    up: migration_20261127_130247_storage_prefixes.up,
    down: migration_20261127_130247_storage_prefixes.down,
    name: '20261127_130247_storage_prefixes',
  },
  {
    up: migration_20261202_014313_placeholder_files.up,
    down: migration_20261202_014313_placeholder_files.down,
    name: '20261202_014313_placeholder_files',
  },
  {
    up: migration_20261202_141854_web_vitals.up,
    down: migration_20261202_141854_web_vitals.down,
    name: '20261202_141854_web_vitals'
  },
];
