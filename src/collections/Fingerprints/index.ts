import type { CollectionConfig, Field } from 'payload'

import { adminsOnly, nobody } from '@/access'

const readOnly = (field: Field): Field =>
  ({
    ...field,
    admin: { ...field.admin, readOnly: true },
  }) as Field

const label = (fr: string, en: string) => ({ fr, en })

/**
 * Device fingerprints sent with analytical consent
 * (docs/behaviour.md › Bot check and risk scoring), one row per hash, updated on each visit
 * (lastSeen, seenCount). The risk score is the server's own (src/lib/security/risk.ts). An
 * administrator blocks a device here; addresses are blocked in `blocked-addresses`.
 */
export const Fingerprints: CollectionConfig = {
  slug: 'fingerprints',
  labels: {
    singular: { fr: 'Empreinte d’appareil', en: 'Device fingerprint' },
    plural: { fr: 'Empreintes d’appareils', en: 'Device fingerprints' },
  },
  admin: {
    useAsTitle: 'hash',
    defaultColumns: [
      'lastSeen',
      'riskScore',
      'isBot',
      'isVPN',
      'ip',
      'platform',
      'member',
      'blocked',
    ],
    listSearchableFields: ['hash', 'ip', 'userAgent'],
    group: { fr: 'Confidentialité et sécurité', en: 'Privacy and security' },
    description: {
      fr: 'Appareils des visiteurs ayant accepté les cookies analytiques, avec le score de risque calculé par le serveur. Cochez « Bloquer cet appareil » pour lui refuser l’accès, ou bloquez son adresse IP depuis la fiche (« Bloquer cette adresse IP »).',
      en: 'Devices of visitors who accepted analytical cookies, with the risk score computed by the server. Tick "Block this device" to refuse it; to block an IP address, use "Blocked addresses".',
    },
  },
  defaultSort: '-lastSeen',
  access: {
    read: adminsOnly,
    create: nobody,
    update: adminsOnly,
    delete: adminsOnly,
    readVersions: nobody,
  },
  fields: [
    {
      name: 'blocked',
      type: 'checkbox',
      label: label('Bloquer cet appareil', 'Block this device'),
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'blockedReason',
      type: 'text',
      label: label('Motif affiché au visiteur', 'Reason shown to the visitor'),
      maxLength: 200,
      admin: { position: 'sidebar', condition: (data) => Boolean(data?.blocked) },
    },
    {
      name: 'blockAddress',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '@/components/admin/BlockAddressButton.client#BlockAddressButton' },
      },
    },
    ...[
      { name: 'hash', type: 'text', label: 'Hash', required: true, unique: true, index: true },
      {
        name: 'riskScore',
        type: 'number',
        label: label('Score de risque', 'Risk score'),
        index: true,
      },
      { name: 'isBot', type: 'checkbox', label: label('Robot', 'Bot'), index: true },
      { name: 'isVPN', type: 'checkbox', label: 'VPN' },
      { name: 'anomalies', type: 'json', label: label('Règles déclenchées', 'Rules set off') },
      {
        name: 'clientRiskScore',
        type: 'number',
        label: label('Score annoncé par le navigateur', 'Score claimed by the browser'),
      },
      { name: 'ip', type: 'text', label: label('Adresse IP', 'IP address'), index: true },
      {
        name: 'member',
        type: 'relationship',
        relationTo: 'members',
        label: label('Membre', 'Member'),
        index: true,
      },
      {
        name: 'lastSeen',
        type: 'date',
        label: label('Vu pour la dernière fois', 'Last seen'),
        index: true,
        admin: { date: { pickerAppearance: 'dayAndTime' } },
      },
      { name: 'seenCount', type: 'number', label: label('Visites', 'Visits'), defaultValue: 1 },
      { name: 'sessionId', type: 'text', label: label('Dernière session', 'Last session') },
      { name: 'userAgent', type: 'text', label: label('Navigateur', 'User agent') },
      { name: 'platform', type: 'text', label: label('Plateforme', 'Platform') },
      { name: 'language', type: 'text', label: label('Langue', 'Language') },
      { name: 'timezone', type: 'text', label: label('Fuseau horaire', 'Time zone') },
      { name: 'screenWidth', type: 'number', label: label('Largeur d’écran', 'Screen width') },
      { name: 'screenHeight', type: 'number', label: label('Hauteur d’écran', 'Screen height') },
      { name: 'colorDepth', type: 'number', label: label('Profondeur de couleur', 'Colour depth') },
      { name: 'pixelRatio', type: 'number', label: label('Densité de pixels', 'Pixel ratio') },
      { name: 'cpuCores', type: 'number', label: label('Cœurs', 'CPU cores') },
      { name: 'memory', type: 'number', label: label('Mémoire (Go)', 'Memory (GB)') },
      {
        name: 'touchPoints',
        type: 'number',
        label: label('Points de contact tactiles', 'Touch points'),
      },
      { name: 'webglVendor', type: 'text', label: label('WebGL : fabricant', 'WebGL vendor') },
      { name: 'webglRenderer', type: 'text', label: label('WebGL : rendu', 'WebGL renderer') },
      { name: 'canvasHash', type: 'text', label: label('Empreinte canvas', 'Canvas hash') },
      { name: 'audioHash', type: 'text', label: label('Empreinte audio', 'Audio hash') },
      { name: 'doNotTrack', type: 'checkbox', label: 'Do Not Track' },
      { name: 'webdriver', type: 'checkbox', label: 'Webdriver' },
      { name: 'fonts', type: 'json', label: label('Polices', 'Fonts') },
      { name: 'plugins', type: 'json', label: label('Extensions', 'Plugins') },
      { name: 'features', type: 'json', label: label('Tactile et stockage', 'Touch and storage') },
      { name: 'geolocation', type: 'json', label: label('Géolocalisation', 'Geolocation') },
    ].map((field) => readOnly(field as Field)),
  ],
}
