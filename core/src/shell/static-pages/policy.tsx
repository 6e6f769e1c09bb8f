import en from './content/policy/en';
import fr from './content/policy/fr';
import pl from './content/policy/pl';
import sv from './content/policy/sv';
import { StaticLayout, useLocalised } from './layout';

export type AppPlatform = 'android' | 'ios';

/** The app privacy policy; the platforms differ only in how notifications travel. */
export function PolicyPage({ platform }: { platform: AppPlatform }) {
  const c = useLocalised({ sv, en, fr, pl });
  const suffix = platform === 'android' ? ' (Android)' : ' (iOS)';
  return (
    <StaticLayout title={c.title + suffix} updated={c.updated} intro={c.intro}>
      {Object.entries(c.sections).map(([id, s]) => (
        <section key={id} aria-labelledby={`policy-${id}`}>
          <h2 id={`policy-${id}`} className="text-lg font-semibold">
            {s.heading}
          </h2>
          <p className="mt-1">{'body' in s ? s.body : s[platform]}</p>
        </section>
      ))}
    </StaticLayout>
  );
}
