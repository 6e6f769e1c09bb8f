import { useT } from '@lonna/core';
import { Button, Select, TextField, Title } from '@lonna/core/ui';
import { useUnit } from 'effector-react';
import { AccessDialog, DeleteConfirm } from './access-dialog';
import { DocumentList } from './document-list';
import { $canUpload, $search, $seenFilter, type SeenFilter, searchChanged, seenFilterChosen, uploadOpened } from './model';
import { UploadDialog } from './upload-dialog';

/** The Documents page: what is shared with the caller, unseen first to the eye, and for uploaders the tools. */
export default function DocumentsPage() {
  const t = useT();
  const [canUpload, search, seen, setSearch, setSeen, upload] = useUnit([$canUpload, $search, $seenFilter, searchChanged, seenFilterChosen, uploadOpened]);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Title>{t('documents.title')}</Title>
        {canUpload && <Button onClick={upload}>{t('documents.upload.open')}</Button>}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField id="documents-search" type="search" label={t('documents.search')} value={search} onChange={setSearch} className="sm:w-80" />
        <Select
          id="documents-seen"
          label={t('documents.show')}
          value={seen}
          onChange={(v) => setSeen(v as SeenFilter)}
          options={[
            { value: 'all', label: t('documents.filter.all') },
            { value: 'unseen', label: t('documents.filter.unseen') },
          ]}
          className="sm:w-56"
        />
      </div>
      <DocumentList />
      {canUpload && <UploadDialog />}
      <AccessDialog />
      <DeleteConfirm />
    </div>
  );
}
