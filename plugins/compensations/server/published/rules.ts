/*
 * The compensations plugin's published rules (`@lonna/plugin-compensations/rules`): the pure functions and rate tables
 * of mileage and per diem, for another plugin's server or browser (a travel expense report shows and stores the same
 * amounts as the guides). Pure: no database, no Node API — the tables are data with their sources in src/rules/.
 */
export { computeMileage, MILEAGE_RATES, mileageRateFor, tripKm, type MileageRates, type MileageResult, type MileageVehicle } from '../../src/rules/mileage';
export { findImported, importedFullDayOf, type ImportedRate } from '../../src/rules/imported-rates';
export { computePerDiem, countryOfDay, mealReduction, type DayRule, type PerDiemDay, type PerDiemResult } from '../../src/rules/per-diem';
export { calculationInput, isCountryCode, isWallClock, perDiemOf, tripDates, type Answers as PerDiemAnswers } from '../../src/rules/per-diem-guide';
export { DOMESTIC_RATES, foreignRate, FOREIGN_SOURCES, MEAL_REDUCTION, type Meal } from '../../src/rules/per-diem-rates';
export { representationRules, splitRepresentation, type RepresentationSplit } from '../../src/rules/representation';
