import { $selectedCompanyId, snackbarShown, useT } from '@lonna/core';
import { PICTURE_MAX_BYTES, PICTURE_TYPES } from '@lonna/core/contracts';
import { Checkbox, DatePicker, Dialog, Dropdown, FileUpload, TextArea, TextField, Button, useForm } from '@lonna/core/ui';
import { normalizeTime, rules, swedishWallClock } from '@lonna/core/validation';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { RUBRIK_MAX, TEXT_MAX, type Post } from '../../contracts';
import { $audience, $editing, $saveError, $saving, editorClosed, postSubmitted } from './model';

const MB = PICTURE_MAX_BYTES / 1024 / 1024;
const split = (wall: string) => (wall ? { date: wall.slice(0, 10), time: wall.slice(11) } : { date: '', time: '' });

/** The write dialog: a new post or a change of one (the dialog's key is the post, so each opening starts afresh). */
export function PostDialog() {
  const [editing] = useUnit([$editing]);
  if (!editing) return null;
  return <PostForm key={editing === 'new' ? 'new' : editing.Id} post={editing === 'new' ? null : editing} />;
}

function PostForm({ post }: { post: Post | null }) {
  const t = useT();
  const [audience, saving, error, submit, close, notify, current] = useUnit([
    $audience,
    $saving,
    $saveError,
    postSubmitted,
    editorClosed,
    snackbarShown,
    $selectedCompanyId,
  ]);
  const now = swedishWallClock(new Date());
  const from = split(post?.Fran ?? `${now.date} ${now.time}`);
  const to = split(post?.Till ?? '');
  const [rubrik, setRubrik] = useState(post?.Rubrik ?? '');
  const [text, setText] = useState(post?.Text ?? '');
  const [franDatum, setFranDatum] = useState(from.date);
  const [franTid, setFranTid] = useState(from.time);
  const [tillDatum, setTillDatum] = useState(to.date);
  const [tillTid, setTillTid] = useState(to.time || '23:59');
  const [pinned, setPinned] = useState(post?.Fastnalad ?? false);
  const [companies, setCompanies] = useState<string[]>(post?.Foretag ?? []);
  const [roles, setRoles] = useState<string[]>(post?.Roller ?? []);
  const [departments, setDepartments] = useState<string[]>(post?.Avdelningar ?? []);
  const [picture, setPicture] = useState<File | null>(null);
  const [dropPicture, setDropPicture] = useState(false);
  const [pictureError, setPictureError] = useState<string | undefined>();
  const form = useForm({ onError: (message) => notify({ text: message, color: 'error' }) });
  const serverError = (field: string) => (error?.field?.startsWith(field) ? error.message : undefined);

  const L = {
    rubrik: t('feed.fields.rubrik'),
    text: t('feed.fields.text'),
    franDatum: t('feed.fields.franDatum'),
    franTid: t('feed.fields.franTid'),
    tillDatum: t('feed.fields.tillDatum'),
    tillTid: t('feed.fields.tillTid'),
  };
  const rubrikField = form.field('Rubrik', { value: rubrik, rules: [rules.required({ label: L.rubrik }), rules.maxLength(RUBRIK_MAX)], label: L.rubrik });
  const textField = form.field('Text', { value: text, rules: [rules.maxLength(TEXT_MAX)], label: L.text });
  const franDatumField = form.field('Fran', { value: franDatum, rules: [rules.required({ label: L.franDatum }), rules.date()], label: L.franDatum });
  const franTidField = form.field('FranTid', { value: franTid, rules: [rules.required({ label: L.franTid }), rules.time()], label: L.franTid });
  const tillDatumField = form.field('Till', { value: tillDatum, rules: [rules.date()], label: L.tillDatum });
  const tillTidField = form.field('TillTid', { value: tillTid, rules: [rules.time()], label: L.tillTid });
  const departmentsRequired = audience?.AvdelningKravs ?? false;
  // departments belong to one company: a post for others too names none
  const otherCompanies = companies.some((c) => c !== current);

  const choosePicture = (file: File | null) => {
    setPictureError(undefined);
    if (file && !(PICTURE_TYPES as readonly string[]).includes(file.type)) return setPictureError(t('feed.editor.pictureType'));
    if (file && file.size > PICTURE_MAX_BYTES) return setPictureError(t('feed.editor.pictureTooLarge', { mb: MB }));
    setPicture(file);
  };

  return (
    <Dialog
      open
      onClose={close}
      busy={saving}
      width={720}
      title={post ? t('feed.editor.changeTitle') : t('feed.editor.newTitle')}
      actions={
        <>
          <Button variant="text" onClick={close} disabled={saving}>
            {t('feed.cancel')}
          </Button>
          <Button type="submit" form="feed-post-form" busy={saving}>
            {t('feed.editor.publish')}
          </Button>
        </>
      }
    >
      <form
        id="feed-post-form"
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (form.validateAll()) return;
          submit({
            Rubrik: rubrik.trim(),
            Text: text.trim(),
            Fran: `${franDatum} ${normalizeTime(franTid)}`,
            Till: tillDatum ? `${tillDatum} ${normalizeTime(tillTid || '23:59')}` : '',
            Fastnalad: pinned,
            Foretag: companies,
            Roller: roles,
            Avdelningar: otherCompanies ? [] : departments,
            TaBortBild: dropPicture,
            picture,
          });
        }}
      >
        <TextField
          id="feed-rubrik"
          label={L.rubrik}
          value={rubrik}
          onChange={setRubrik}
          counter={RUBRIK_MAX}
          trimOnBlur
          required
          disabled={saving}
          {...rubrikField}
          error={rubrikField.error ?? serverError('Rubrik')}
        />
        <TextArea
          id="feed-text"
          label={L.text}
          value={text}
          onChange={setText}
          max={TEXT_MAX}
          disabled={saving}
          hint={t('feed.editor.formatHint')}
          {...textField}
          error={textField.error ?? serverError('Text')}
        />
        <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-medium text-on-surface">{t('feed.editor.window')}</legend>
          <DatePicker
            id="feed-fran-datum"
            label={L.franDatum}
            value={franDatum}
            onChange={setFranDatum}
            required
            disabled={saving}
            {...franDatumField}
            error={franDatumField.error ?? serverError('Fran')}
          />
          <TextField
            id="feed-fran-tid"
            label={L.franTid}
            value={franTid}
            onChange={setFranTid}
            onBlur={() => setFranTid((v) => normalizeTime(v) || v)}
            inputMode="numeric"
            required
            disabled={saving}
            {...franTidField}
          />
          <DatePicker
            id="feed-till-datum"
            label={L.tillDatum}
            value={tillDatum}
            onChange={setTillDatum}
            hint={t('feed.editor.noEnd')}
            disabled={saving}
            {...tillDatumField}
            error={tillDatumField.error ?? serverError('Till')}
          />
          <TextField
            id="feed-till-tid"
            label={L.tillTid}
            value={tillTid}
            onChange={setTillTid}
            onBlur={() => setTillTid((v) => normalizeTime(v) || v)}
            inputMode="numeric"
            disabled={saving || !tillDatum}
            {...tillTidField}
          />
        </fieldset>
        <Checkbox label={t('feed.fields.pinned')} hint={t('feed.editor.pinnedHint')} checked={pinned} onChange={setPinned} disabled={saving} />
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-1 text-sm font-medium text-on-surface">{t('feed.editor.audience')}</legend>
          <p className="text-xs text-muted">{t('feed.editor.audienceHint')}</p>
          {(audience?.Foretag.length ?? 0) > 0 && (
            <Dropdown
              multiple
              id="feed-foretag"
              label={t('feed.fields.companies')}
              placeholder={t('feed.editor.thisCompany')}
              options={audience!.Foretag.map((c) => ({ value: c.FtgId, label: c.Namn, description: c.FtgId }))}
              value={companies}
              onChange={setCompanies}
              disabled={saving}
              error={serverError('Foretag')}
            />
          )}
          <Dropdown
            multiple
            id="feed-roller"
            label={t('feed.fields.roles')}
            placeholder={t('feed.editor.allRoles')}
            options={(audience?.Roller ?? []).map((r) => ({ value: r, label: t(`feed.roles.${r}`) }))}
            value={roles}
            onChange={setRoles}
            disabled={saving}
            error={serverError('Roller')}
          />
          {!otherCompanies && (
            <Dropdown
              multiple
              id="feed-avdelningar"
              label={t('feed.fields.departments')}
              placeholder={departmentsRequired ? t('feed.editor.chooseDepartment') : t('feed.editor.allDepartments')}
              options={(audience?.Avdelningar ?? []).map((d) => ({ value: d.Avdelning, label: `${d.Avdelning} ${d.Namn}` }))}
              value={departments}
              onChange={setDepartments}
              required={departmentsRequired}
              disabled={saving}
              error={serverError('Avdelningar')}
            />
          )}
        </fieldset>
        <FileUpload
          id="feed-bild"
          label={t('feed.fields.picture')}
          file={picture}
          onFileChange={choosePicture}
          existingName={post?.Bild && !dropPicture ? t('feed.editor.currentPicture') : undefined}
          onRemoveExisting={() => setDropPicture(true)}
          accept="image/png,image/jpeg"
          disabled={saving}
          error={pictureError ?? serverError('Bild')}
          hint={t('feed.editor.pictureHint', { mb: MB })}
        />
        {error && !error.field && <p className="text-sm text-error">{error.message}</p>}
      </form>
    </Dialog>
  );
}
