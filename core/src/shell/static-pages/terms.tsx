import en from './content/terms/en';
import fr from './content/terms/fr';
import pl from './content/terms/pl';
import sv from './content/terms/sv';
import { StaticLayout, useLocalised } from './layout';

/** /app/terms */
export default function TermsPage() {
  const c = useLocalised({ sv, en, fr, pl });
  return (
    <StaticLayout title={c.title} updated={c.updated} intro={c.intro}>
      {Object.entries(c.sections).map(([id, s]) => (
        <section key={id} aria-labelledby={`terms-${id}`}>
          <h2 id={`terms-${id}`} className="text-lg font-semibold">
            {s.heading}
          </h2>
          <p className="mt-1">{s.body}</p>
        </section>
      ))}
    </StaticLayout>
  );
}
