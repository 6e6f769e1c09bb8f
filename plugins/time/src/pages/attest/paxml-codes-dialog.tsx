import { useT } from '@lonna/core';
import { Button, Dialog, Select, Spinner } from '@lonna/core/ui';
import { useUnit } from 'effector-react';
import { PAXML_TIME_CODES } from '../../domain/paxml-codes';
import { usePhone } from '../../shared/use-phone';
import { $paxmlCodes, $paxmlCodesOpen, $savingPaxmlCode, paxmlCodeChosen, paxmlCodesClosed } from './paxml-codes-model';

const OPTIONS = PAXML_TIME_CODES.map((c) => ({ value: c, label: c }));

/** Which PAXml code each company time code is exported as: payroll administration chooses (saved at once, audited). */
export function PaxmlCodesDialog() {
  const t = useT();
  const phone = usePhone();
  const [open, codes, saving, choose, close] = useUnit([$paxmlCodesOpen, $paxmlCodes, $savingPaxmlCode, paxmlCodeChosen, paxmlCodesClosed]);
  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('time.paxmlCodes.title')}
      fullscreen={phone}
      busy={saving}
      actions={<Button onClick={close}>{t('time.common.close')}</Button>}
    >
      <p className="mb-3 text-sm text-muted">{t('time.paxmlCodes.intro')}</p>
      {!codes ? (
        <Spinner />
      ) : (
        <ul className="flex flex-col gap-3">
          {codes.map((c) => (
            <li key={c.TidKod}>
              <Select
                label={`${c.TidKod} – ${c.BenText}${c.Enhet === 'dag' ? ` (${t('time.paxmlCodes.wholeDay')})` : ''}`}
                required
                value={c.PaxmlKod ?? ''}
                // a code without a mapping shows an empty choice with the reason, never "Ingen"
                options={c.PaxmlKod ? OPTIONS : [{ value: '', label: t('time.paxmlCodes.choose'), disabled: true }, ...OPTIONS]}
                error={c.PaxmlKod ? undefined : t('time.paxmlCodes.missing')}
                hint={c.PaxmlKod && !c.Chosen ? t('time.paxmlCodes.default') : undefined}
                disabled={saving}
                onChange={(PaxmlKod) => choose({ TidKod: c.TidKod, PaxmlKod })}
              />
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
