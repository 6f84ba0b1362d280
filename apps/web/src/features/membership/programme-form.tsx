import { MEMBERSHIP_MESSAGES as M, parseMoneyInput, type MembershipSettings } from '@comandero/contracts';
import { useState } from 'react';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { MoneyField, moneyFieldText } from '../../components/money-field';
import { Switch } from '../../components/switch';
import { TextField } from '../../components/text-field';
import { membershipText as t } from '../../i18n/membership';
import { useSaveProgramme } from './membership-api';

const wholeOrNull = (text: string) => (/^\d{1,10}$/.test(text.trim()) ? Number(text.trim()) : null);

/** The programme's switch, earning rate, minimum to redeem and the value of a point. */
export function ProgrammeForm({ settings }: { settings: MembershipSettings }) {
  const [enabled, setEnabled] = useState(settings.enabled);
  const [rate, setRate] = useState(String(settings.pointsPerThousand));
  const [minimum, setMinimum] = useState(String(settings.minRedeemPoints));
  const [value, setValue] = useState(moneyFieldText(settings.pointValue));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveProgramme();

  const submit = () => {
    const money = parseMoneyInput(value);
    const body = {
      enabled,
      pointsPerThousand: wholeOrNull(rate),
      minRedeemPoints: wholeOrNull(minimum),
      pointValue: money.ok ? money.value : null,
    };
    const next: Record<string, string> = {};
    if (body.pointsPerThousand === null) next.rate = M.rateInvalid;
    if (body.minRedeemPoints === null) next.minimum = M.minimumInvalid;
    if (!body.pointValue) next.value = M.pointValueInvalid;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    save.mutate({
      enabled,
      pointsPerThousand: body.pointsPerThousand!,
      minRedeemPoints: body.minRedeemPoints!,
      pointValue: body.pointValue!,
    });
  };

  return (
    <Card title={t.programme.title} description={t.programme.description}>
      <form
        className="grid gap-4 md:grid-cols-3"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Switch className="md:col-span-3" checked={enabled} onCheckedChange={setEnabled} label={t.programme.enabled} />
        <TextField
          label={t.programme.rate}
          inputMode="numeric"
          value={rate}
          error={errors.rate}
          onChange={(e) => setRate(e.target.value)}
        />
        <TextField
          label={t.programme.minimum}
          inputMode="numeric"
          value={minimum}
          error={errors.minimum}
          onChange={(e) => setMinimum(e.target.value)}
        />
        <MoneyField
          label={t.programme.pointValue}
          value={value}
          invalidMessage={M.pointValueInvalid}
          error={errors.value}
          onChange={(e) => setValue(e.target.value)}
        />
        <div className="md:col-span-3">
          <Button type="submit" size="lg" loading={save.isPending}>
            {t.programme.save}
          </Button>
        </div>
      </form>
    </Card>
  );
}
