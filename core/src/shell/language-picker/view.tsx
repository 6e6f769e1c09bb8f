import { useUnit } from 'effector-react';
import { $locale, useT } from '../../i18n/runtime';
import { Select } from '../../ui';
import { flagUrl, languageChosen, LANGUAGES } from './model';
import { isLocale } from '../../i18n/runtime';

/** A native select (best on phones and with screen readers) with the active language's flag beside it. */
export function LanguagePicker({ className }: { className?: string }) {
  const t = useT();
  const [locale, choose] = useUnit([$locale, languageChosen]);
  const current = LANGUAGES.find((l) => l.locale === locale) ?? LANGUAGES[0]!;
  return (
    <div className={`flex items-end gap-2 ${className ?? ''}`}>
      <img src={flagUrl(current.flag)} alt="" width={24} height={16} className="mb-3.5 h-4 w-6 rounded-sm object-cover shadow-sm" />
      <Select
        className="min-w-40"
        label={t('shell.language.label')}
        value={locale}
        options={LANGUAGES.map((l) => ({ value: l.locale, label: t(`shell.language.${l.locale}`) }))}
        onChange={(v) => {
          if (isLocale(v)) choose(v);
        }}
      />
    </div>
  );
}
