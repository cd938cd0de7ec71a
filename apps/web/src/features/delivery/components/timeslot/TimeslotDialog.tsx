import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { DELIVERY_CODES, type TimeslotDay } from '@spesa/domain';
import { ResponsiveDialog } from '../../../../components/ui/responsive-dialog/ResponsiveDialog';
import { notify, resolveNotice } from '../../../../lib/events';
import { useCart } from '../../../../lib/cart';
import { timeslotsQuery, useSelectTimeslot } from '../../api/selectionApi';
import { useT } from '../../i18n';
import { DialogHeader } from '../common/DialogHeader';
import { ServiceIcon } from '../common/ServiceIcon';
import { formatAddress } from '../selector/addressText';
import { DayTabs } from './DayTabs';
import { SlotGrid } from './SlotGrid';
import { SlotLegend } from './SlotLegend';
import { dayLabel, isDaySelected, slotRange } from './timeslotFormat';

/** Open on the day of the chosen slot, else the first day that has a choosable slot. */
function firstDay(days: TimeslotDay[]): string | null {
  const start =
    days.find(isDaySelected) ?? days.find((d) => d.timeslots.some((s) => s.active > 0)) ?? days[0];
  return start?.dateIso ?? null;
}

/** Spec section 9: the timeslot dialog is at most 750 px wide. */
export const TIMESLOT_DIALOG_MAX_WIDTH = 750;

interface Props {
  open: boolean;
  onClose: () => void;
  /** 'Modifica': back to the address selector. */
  onChangeAddress: () => void;
}

/** The timeslot selector (spec section 2): day tabs, a slot grid, a legend; closes once saved. */
export default function TimeslotDialog({ open, onClose, onChangeAddress }: Props) {
  const t = useT();
  const idPrefix = useId();
  const { data: cart } = useCart();
  const list = useQuery({ ...timeslotsQuery, enabled: open });
  const days = list.data?.days ?? [];
  const [picked, setDay] = useState<string | null>(null);
  const day = picked ?? firstDay(days);

  const choose = useSelectTimeslot({
    onSuccess: (_envelope, { date, slot }) => {
      // A new slot answers the warning that the previous one was dropped: take it away.
      resolveNotice(DELIVERY_CODES.timeslotCleared);
      notify({
        variant: 'success',
        message: t('delivery.timeslot.saved', {
          day: dayLabel(date, t('delivery.today')),
          range: slotRange(slot),
        }),
      });
      onClose();
    },
  });

  const current = days.find((d) => d.dateIso === day);
  const address = cart?.shippingAddress;
  const titleId = `${idPrefix}-title`;
  return (
    <ResponsiveDialog open={open} onClose={onClose} titleId={titleId} maxWidth={TIMESLOT_DIALOG_MAX_WIDTH}>
      <DialogHeader
        id={titleId}
        title={t('delivery.timeslot.title')}
        closeLabel={t('delivery.timeslot.close')}
        onClose={onClose}
        subtitle={
          address && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <span>
                <ServiceIcon
                  serviceId={cart?.selectedService?.deliveryServiceId}
                  fontSize="small"
                  sx={{ verticalAlign: 'text-bottom', mr: 0.75 }}
                />
                <strong>{cart?.selectedService?.name}</strong>: {address.addressName} –{' '}
                {formatAddress(address)}
              </span>
              <Button
                onClick={onChangeAddress}
                size="small"
                variant="outlined"
                aria-label={t('delivery.timeslot.changeLabel')}
                sx={{ color: 'inherit', borderColor: 'currentColor', py: 0 }}
              >
                {t('delivery.timeslot.change')}
              </Button>
            </Box>
          )
        }
      />
      {list.isPending && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={t('common.loading')} />
        </Box>
      )}
      {list.isError && (
        <Alert severity="error" sx={{ m: 2 }}>
          {(list.error as Error).message || t('delivery.timeslot.loadError')}
        </Alert>
      )}
      {list.isSuccess && days.length > 0 && day && (
        <DayTabs
          days={days}
          value={day}
          onChange={(d) => {
            choose.reset();
            setDay(d);
          }}
          idPrefix={idPrefix}
        />
      )}
      <Box
        role={current ? 'tabpanel' : undefined}
        id={`${idPrefix}-slots`}
        aria-labelledby={current ? `${idPrefix}-day-${current.dateIso}` : undefined}
        sx={{ px: { xs: 2, sm: 3 }, py: 2, overflowY: 'auto' }}
      >
        {choose.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {(choose.error as Error).message}
          </Alert>
        )}
        {choose.isPending && (
          <Typography role="status" variant="body2" sx={{ mb: 1 }}>
            {t('delivery.timeslot.saving')}
          </Typography>
        )}
        {list.isSuccess && (current?.timeslots.length ?? 0) === 0 && (
          <Alert severity="info">{t('delivery.timeslot.empty')}</Alert>
        )}
        {current && current.timeslots.length > 0 && (
          <SlotGrid
            slots={current.timeslots}
            dateIso={current.dateIso}
            disabled={choose.isPending}
            onChoose={(slot) => choose.mutate({ date: day ?? '', slot })}
          />
        )}
        {list.isSuccess && days.length > 0 && <SlotLegend />}
      </Box>
    </ResponsiveDialog>
  );
}
