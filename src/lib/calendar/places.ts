/**
 * The named places of the Cévennes and Lozère that calendar entries are found at, with their real
 * coordinates (WGS 84). An entry lists place ids; the map puts it at each of them. Pure.
 */
export const calendarPlaces = {
  'mont-aigoual': { name: 'Mont Aigoual', lat: 44.1213, lon: 3.5816 },
  'mont-lozere': { name: 'Mont Lozère (Finiels)', lat: 44.427, lon: 3.757 },
  'causse-mejean': { name: 'Causse Méjean', lat: 44.233, lon: 3.362 },
  'gorges-du-tarn': { name: 'Gorges du Tarn', lat: 44.365, lon: 3.413 },
  'gorges-de-la-jonte': { name: 'Gorges de la Jonte', lat: 44.196, lon: 3.283 },
  florac: { name: 'Florac', lat: 44.324, lon: 3.593 },
  'vallee-francaise': { name: 'Vallée Française', lat: 44.192, lon: 3.751 },
  'vallee-borgne': { name: 'Vallée Borgne', lat: 44.146, lon: 3.689 },
  'le-pont-de-montvert': { name: 'Le Pont-de-Montvert', lat: 44.366, lon: 3.745 },
  'mont-bouges': { name: 'Montagne du Bougès', lat: 44.33, lon: 3.69 },
  'saint-jean-du-gard': { name: 'Saint-Jean-du-Gard', lat: 44.104, lon: 3.886 },
  'causse-de-sauveterre': { name: 'Causse de Sauveterre', lat: 44.4, lon: 3.32 },
  aubrac: { name: 'Aubrac (Nasbinals)', lat: 44.665, lon: 3.046 },
  margeride: { name: 'Margeride (Charpal)', lat: 44.63, lon: 3.56 },
  villefort: { name: 'Villefort', lat: 44.44, lon: 3.933 },
  'cirque-de-navacelles': { name: 'Cirque de Navacelles', lat: 43.893, lon: 3.519 },
} as const

export type PlaceId = keyof typeof calendarPlaces

export const placeIds = Object.keys(calendarPlaces) as PlaceId[]

export function isPlaceId(value: unknown): value is PlaceId {
  return typeof value === 'string' && Object.hasOwn(calendarPlaces, value)
}

/** Where Florac is: the calendar's sunrise, sunset and day length are given there. */
export const FLORAC = { lat: 44.324, lon: 3.593, elevation: 540 }
