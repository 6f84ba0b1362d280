import { formatMoney, toMinor } from '@comandero/contracts';
import { IconStar } from '@tabler/icons-react';
import { useState } from 'react';
import { Button } from '../../components/button';
import { MembershipJoinDialog } from '../../components/membership-join-dialog';
import { membershipText as t } from '../../i18n/membership';
import { useMemberLookup } from '../../lib/membership';

type Attached = { phone: string; name: string } | null;

/** Issue 24: the points text of the attached customer, or null (no customer, or the programme off). */
export function usePointsOf(customer: Attached, currency: string) {
  const lookup = useMemberLookup(customer?.phone ?? null);
  const data = customer ? lookup.data : undefined;
  if (!data?.programme.enabled) return null;
  const member = data.member;
  return {
    member,
    paymentTypeId: data.programme.paymentTypeId,
    text: member ? t.points(member.balance) : null,
    value: member ? formatMoney(toMinor(member.balance * data.programme.pointValue), currency) : null,
  };
}

/** Under the POS customer: their points and tier, or "No inscrito" with the join (consent) dialog. */
export function CustomerPoints({ customer, currency }: { customer: Attached; currency: string }) {
  const points = usePointsOf(customer, currency);
  const [joining, setJoining] = useState(false);
  if (!customer || !points) return null;
  return (
    <div
      className="flex min-h-11 items-center gap-2 rounded-xl bg-amber-50 py-1 pr-1 pl-3 text-sm text-amber-900"
      data-testid="pos-customer-points"
    >
      <IconStar size={18} className="shrink-0 text-amber-600" aria-hidden />
      {points.member ? (
        <p className="min-w-0 flex-1 truncate font-medium">
          {t.pos.summary(points.text!, points.member.tier)}
          <span className="font-normal text-amber-800"> · {points.value}</span>
        </p>
      ) : (
        <>
          <p className="min-w-0 flex-1 truncate">{t.pos.notMember}</p>
          <Button variant="outline" onClick={() => setJoining(true)}>
            {t.pos.join}
          </Button>
        </>
      )}
      <MembershipJoinDialog customer={joining ? customer : null} onClose={() => setJoining(false)} />
    </div>
  );
}
