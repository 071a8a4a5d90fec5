// ALTCHA ships these translation files without their own type declarations; they only register strings.
declare module 'altcha/i18n/fr-fr'
declare module 'altcha/i18n/es-es'
