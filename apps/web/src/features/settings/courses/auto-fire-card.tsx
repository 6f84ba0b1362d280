import { Card } from '../../../components/card';
import { Switch } from '../../../components/switch';
import { useCourseSetting, useSaveCourseSetting } from './courses-api';
import { coursesText as t } from './courses-text';

/** The store's auto-fire (issue 21), saved as soon as it is switched. */
export function AutoFireCard() {
  const setting = useCourseSetting();
  const save = useSaveCourseSetting();
  // While saving, the switch shows what was asked; a refusal puts the saved value back.
  const checked = save.isPending ? save.variables.autoFire : (setting.data?.autoFire ?? false);
  return (
    <Card className="mt-4">
      <h2 className="text-lg font-semibold text-stone-900">{t.autoFire.title}</h2>
      <p className="text-sm text-stone-600">{t.autoFire.subtitle}</p>
      <Switch
        className="mt-3"
        label={t.autoFire.label}
        checked={checked}
        disabled={setting.isPending || save.isPending}
        onCheckedChange={(autoFire) => save.mutate({ autoFire }, { onError: () => undefined })}
      />
    </Card>
  );
}
