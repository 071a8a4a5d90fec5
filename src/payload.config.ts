import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { fr } from '@payloadcms/translations/languages/fr'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { Articles } from '@/collections/Articles'
import { CalendarEntries } from '@/collections/CalendarEntries'
import { PersonalityTests } from '@/collections/PersonalityTests'
import { DailyTips } from '@/collections/DailyTips'
import { BillingEvents } from '@/collections/BillingEvents'
import { ContactMessages } from '@/collections/ContactMessages'
import { BlockedAddresses } from '@/collections/BlockedAddresses'
import { Categories } from '@/collections/Categories'
import { ConsentRecords } from '@/collections/ConsentRecords'
import { Discoveries } from '@/collections/Discoveries'
import { Fingerprints } from '@/collections/Fingerprints'
import { FormationProgress } from '@/collections/FormationProgress'
import { TestResults } from '@/collections/TestResults'
import { TipMarks } from '@/collections/TipMarks'
import { TipEmailSends } from '@/collections/TipEmailSends'
import { ScheduledRuns } from '@/collections/ScheduledRuns'
import { Formations } from '@/collections/Formations'
import { LibraryFiles } from '@/collections/LibraryFiles'
import { PageAudioConfig } from '@/collections/PageAudioConfig'
import { SiteAudio } from '@/collections/SiteAudio'
import { TranslationCache } from '@/collections/TranslationCache'
import { TranslationGlossary } from '@/collections/TranslationGlossary'
import { Translations } from '@/collections/Translations'
import { Media } from '@/collections/Media'
import { Routines } from '@/collections/Routines'
import { Videos } from '@/collections/Videos'
import { EmailOutbox } from '@/collections/EmailOutbox'
import { Members } from '@/collections/Members'
import { Pages } from '@/collections/Pages'
import { Plans } from '@/collections/Plans'
import { SecurityEvents } from '@/collections/SecurityEvents'
import { SeedRuns } from '@/collections/SeedRuns'
import { Subscriptions } from '@/collections/Subscriptions'
import { UserFeedback } from '@/collections/UserFeedback'
import { WebVitals } from '@/collections/WebVitals'
import { Users } from '@/collections/Users'
import { logFailedStaffLogin } from '@/collections/Users/hooks/logStaffSessions'
import { sessionCookiePrefix } from '@/lib/auth/cookies'
import { accessSnapshotEndpoint } from '@/endpoints/accessSnapshot'
import { accountExportEndpoint } from '@/endpoints/accountExport'
import { botChallengeEndpoint } from '@/endpoints/botChallenge'
import { checkSubscriptionEndpoint } from '@/endpoints/checkSubscription'
import { FeedbackConfig } from '@/globals/FeedbackConfig/config'
import { ThemeDefaults } from '@/globals/ThemeDefaults/config'
import { consentEndpoint } from '@/endpoints/consent'
import { fingerprintEndpoint } from '@/endpoints/fingerprint'
import { SiteSettings } from '@/globals/SiteSettings/config'
import { defaultLocale, localeLabels, locales } from '@/i18n/locales'
import { DEFAULT_BRAND_NAME } from '@/lib/platform/config/brand'
import { getEnv } from '@/lib/platform/config/env'
import { closeDatabase } from '@/lib/platform/db/close'
import { createDatabaseAdapter, watchConnectionPool } from '@/lib/platform/db/adapter'
import { createEmailAdapter } from '@/lib/platform/mail/transport'
import { storagePlugin } from '@/lib/platform/storage/plugin'
import { getLogger } from '@/lib/platform/runtime/logger.mjs'
import { accountMailTask } from '@/lib/auth/account-mail'
import { sendEmailTask } from '@/lib/email/queue'
import { translationInventoryTask } from '@/lib/translation/admin'
import { translateFieldTask } from '@/lib/translation/task'
import { jobsConfig, startJobWorker } from '@/lib/platform/jobs/runner'
import { ADMIN_DATE_FORMAT, frenchAdminDates } from '@/lib/platform/payload/admin-dates'
import { answerOutagesWith503 } from '@/lib/platform/payload/failures'
import { graphQLFilterRules } from '@/lib/platform/payload/graphql-where'
import { answerMalformedParametersWith400 } from '@/lib/platform/payload/where'
import { guardApiQueries, restrictInternalCollections } from '@/access/harden'
import { onShutdown } from '@/lib/platform/runtime/shutdown'
import { morningEmailsTask, morningSchedule } from '@/lib/tips/morning'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const env = getEnv()

export default buildConfig({
  secret: env.payloadSecret,
  serverURL: env.siteUrl,
  csrf: [env.siteUrl],
  cookiePrefix: sessionCookiePrefix(env),
  telemetry: false,
  db: createDatabaseAdapter(env.database),
  editor: lexicalEditor(),
  sharp,
  admin: {
    user: Users.slug,
    // Payload's default avatar is a Gravatar: a request to a third party on every admin page.
    avatar: 'default',
    meta: {
      titleSuffix: ` · Administration ${DEFAULT_BRAND_NAME}`,
      description: `Administration du site ${DEFAULT_BRAND_NAME}`,
    },
    components: {
      header: ['@/components/admin/AdminBrand#AdminHeaderBar'],
      beforeDashboard: [
        '@/components/admin/LaunchChecklist#LaunchChecklist',
        '@/components/admin/BillingDashboard#BillingDashboard',
      ],
      graphics: {
        Logo: '@/components/admin/AdminBrand#AdminLogo',
        Icon: '@/components/admin/AdminBrand#AdminIcon',
      },
    },
    importMap: { baseDir: dirname },
    // French order and 24-hour time; the date fields' pickers follow (lib/platform/payload/admin-dates.ts).
    dateFormat: ADMIN_DATE_FORMAT,
  },
  // The staff work in French; Payload would otherwise follow each browser's language.
  i18n: { supportedLanguages: { fr }, fallbackLanguage: 'fr' },
  localization: {
    locales: locales.map((code) => ({ code, label: localeLabels[code] })),
    defaultLocale,
    fallback: true,
  },
  collections: [
    Users,
    Members,
    Plans,
    Subscriptions,
    BillingEvents,
    Categories,
    Articles,
    Videos,
    Formations,
    Routines,
    Discoveries,
    CalendarEntries,
    PersonalityTests,
    DailyTips,
    Pages,
    Media,
    LibraryFiles,
    SiteAudio,
    PageAudioConfig,
    TranslationCache,
    TranslationGlossary,
    Translations,
    FormationProgress,
    TestResults,
    TipMarks,
    TipEmailSends,
    ScheduledRuns,
    ContactMessages,
    UserFeedback,
    WebVitals,
    SecurityEvents,
    ConsentRecords,
    Fingerprints,
    BlockedAddresses,
    EmailOutbox,
    SeedRuns,
  ],
  endpoints: [
    botChallengeEndpoint,
    accessSnapshotEndpoint,
    checkSubscriptionEndpoint,
    accountExportEndpoint,
    consentEndpoint,
    fingerprintEndpoint,
  ],
  email: createEmailAdapter(env),
  // The domains' background tasks, run by the one job runner (src/lib/platform/jobs/runner.ts).
  jobs: jobsConfig([
    sendEmailTask,
    accountMailTask,
    morningEmailsTask,
    translateFieldTask,
    translationInventoryTask,
  ]),
  hooks: {
    afterError: [answerMalformedParametersWith400, answerOutagesWith503, logFailedStaffLogin],
  },
  globals: [SiteSettings, FeedbackConfig, ThemeDefaults],
  upload: { limits: { fileSize: 200 * 1024 * 1024 } },
  // Files on S3 when S3_* is set, in DATA_DIR otherwise (src/lib/platform/storage/plugin.ts).
  plugins: [storagePlugin(env.storage), frenchAdminDates],
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  // Filters that cannot be run as asked are GraphQL validation errors, not resolver errors
  // (src/lib/platform/payload/graphql-where.ts).
  graphQL: { disablePlaygroundInProduction: true, validationRules: graphQLFilterRules },
  // The server's one logger (src/lib/platform/runtime/logger.mjs, decision 0027), so that Payload's
  // lines and ours have one format, one level and the request's id.
  logger: getLogger(),
  // Expected refusals are not server errors: keep the error log for what needs attention.
  loggingLevels: {
    AuthenticationError: 'info',
    UnverifiedEmail: 'info',
    LockedAuth: 'warn',
    // A query on a path the viewer may not use (src/access/index.ts), or with values that do not fit
    // its fields (src/lib/platform/payload/where.ts): refused, and not our error.
    QueryError: 'info',
    // A string `where` that is not JSON: its message quotes the value (answerMalformedParametersWith400
    // answers it). Payload reads this map by any error's name; its type lists only Payload's own.
    ...({ SyntaxError: false } as const),
  },
  onInit: (payload) => {
    if (process.env.SYLVA_QUEUE_WORKER === '1' && !env.isBuild) {
      onShutdown('job-worker', startJobWorker(payload, [morningSchedule]))
    }
    watchConnectionPool(payload)
    onShutdown('database', () => closeDatabase(payload))
  },
})
  .then(restrictInternalCollections)
  .then(guardApiQueries)
