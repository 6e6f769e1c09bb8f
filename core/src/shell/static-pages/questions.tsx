import en from './content/questions/en';
import fr from './content/questions/fr';
import pl from './content/questions/pl';
import sv from './content/questions/sv';
import { StaticLayout, useLocalised } from './layout';

/** /app/questions — FAQ as native disclosure widgets (keyboard and screen-reader friendly). */
export default function QuestionsPage() {
  const c = useLocalised({ sv, en, fr, pl });
  return (
    <StaticLayout title={c.title} intro={c.intro}>
      {Object.entries(c.items).map(([id, item]) => (
        <details key={id} className="group rounded-control border border-border p-4 open:bg-surface-2">
          <summary className="cursor-pointer font-semibold text-on-surface">{item.q}</summary>
          <p className="mt-2 text-on-surface">{item.a}</p>
        </details>
      ))}
    </StaticLayout>
  );
}
