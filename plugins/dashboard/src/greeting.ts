export type GreetingKey = 'morning' | 'day' | 'evening' | 'night';

/** By local time of day: 05–09 morning, 10–17 day, 18–22 evening, otherwise night. */
export function greetingFor(hour: number): GreetingKey {
  if (hour >= 5 && hour < 10) return 'morning';
  if (hour >= 10 && hour < 18) return 'day';
  if (hour >= 18 && hour < 23) return 'evening';
  return 'night';
}

/** "Anna Andersson" → "Anna"; an empty name stays empty. */
export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}
