import { MEMBERSHIP_MESSAGES as M, type Tier } from '@comandero/contracts';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DataTable } from '../../components/data-table';
import { FormDialog } from '../../components/form-dialog';
import { IconButton } from '../../components/icon-button';
import { TextField } from '../../components/text-field';
import { membershipText as t } from '../../i18n/membership';
import { useDeleteTier, useSaveTier, useTiers } from './membership-api';

const whole = (text: string) => (/^\d{1,10}$/.test(text.trim()) ? Number(text.trim()) : null);

function TierDialog({ tier, onClose }: { tier: Tier | null; onClose: () => void }) {
  const [name, setName] = useState(tier?.name ?? '');
  const [threshold, setThreshold] = useState(tier ? String(tier.threshold) : '');
  const [rate, setRate] = useState(tier ? String(tier.pointsPerThousand) : '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveTier();
  return (
    <FormDialog
      title={tier ? t.tiers.editTitle : t.tiers.addTitle}
      pending={save.isPending}
      error={save.error}
      onClose={onClose}
      onSubmit={() => {
        const next: Record<string, string> = {};
        if (!name.trim()) next.name = M.tierNameRequired;
        if (whole(threshold) === null) next.threshold = M.tierThresholdInvalid;
        if (whole(rate) === null) next.rate = M.rateInvalid;
        setErrors(next);
        if (Object.keys(next).length > 0) return;
        const body = { name: name.trim(), threshold: whole(threshold)!, pointsPerThousand: whole(rate)! };
        return save.mutateAsync({ id: tier?.id ?? null, body }).then(onClose, () => undefined);
      }}
    >
      <TextField
        label={t.tiers.name}
        autoFocus
        maxLength={50}
        value={name}
        error={errors.name}
        onChange={(e) => setName(e.target.value)}
      />
      <TextField
        label={t.tiers.threshold}
        inputMode="numeric"
        value={threshold}
        error={errors.threshold}
        onChange={(e) => setThreshold(e.target.value)}
      />
      <TextField
        label={t.tiers.rate}
        inputMode="numeric"
        value={rate}
        error={errors.rate}
        onChange={(e) => setRate(e.target.value)}
      />
    </FormDialog>
  );
}

/** The tiers, lowest threshold first, with add, edit and delete. */
export function TiersCard() {
  const tiers = useTiers();
  const remove = useDeleteTier();
  const [editing, setEditing] = useState<Tier | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Tier | null>(null);
  return (
    <Card
      title={t.tiers.title}
      description={t.tiers.description}
      padding="none"
      actions={
        <Button icon={<IconPlus size={18} aria-hidden />} onClick={() => setEditing('new')}>
          {t.tiers.add}
        </Button>
      }
    >
      <DataTable<Tier>
        caption={t.tiers.title}
        rows={tiers.data}
        rowKey={(r) => r.id}
        loading={tiers.isPending}
        error={tiers.isError ? t.loadError : undefined}
        emptyMessage={t.tiers.empty}
        minWidthClassName="min-w-0"
        columns={[
          { key: 'name', header: t.tiers.name, render: (r) => <span className="font-medium">{r.name}</span> },
          {
            key: 'threshold',
            header: t.tiers.threshold,
            align: 'right',
            render: (r) => t.points(r.threshold),
            className: 'tabular-nums',
          },
          {
            key: 'rate',
            header: t.tiers.rate,
            align: 'right',
            className: 'tabular-nums',
            render: (r) => String(r.pointsPerThousand),
          },
          {
            key: 'actions',
            header: '',
            align: 'right',
            className: 'w-28',
            render: (r) => (
              <div className="flex justify-end gap-1">
                <IconButton
                  label={`${t.tiers.edit} ${r.name}`}
                  icon={<IconPencil size={19} aria-hidden />}
                  onClick={() => setEditing(r)}
                />
                <IconButton
                  label={`${t.tiers.delete} ${r.name}`}
                  variant="danger"
                  icon={<IconTrash size={19} aria-hidden />}
                  onClick={() => setDeleting(r)}
                />
              </div>
            ),
          },
        ]}
      />
      {editing ? <TierDialog tier={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t.tiers.deleteTitle}
        message={deleting ? t.tiers.confirmDelete(deleting.name) : ''}
        confirmLabel={t.tiers.delete}
        tone="danger"
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      />
    </Card>
  );
}
