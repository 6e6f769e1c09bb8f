/**
 * Rest rules of Arbetstidslagen (SFS 1982:673) §13–14, as data (../shared/reference/swedish-rules-and-peers.md §3.7,
 * read 2026): at least 11 consecutive hours of daily rest in every 24 hours, at least 36 of weekly rest in every 7
 * days. Collective agreements may change them (personal assistance: 9 h daily rest averaging 11 h) — a company
 * setting would override these numbers; until then the law's.
 */
export const REST_RULES = { source: 'Arbetstidslagen (SFS 1982:673) §13–14', year: 2026, dailyRestHours: 11, weeklyRestHours: 36 } as const;
