import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { DeliveryService } from '@spesa/domain';
import { useT } from '../../i18n';

interface Props {
  services: DeliveryService[];
  value: number;
  onChange: (serviceId: number) => void;
  idPrefix: string;
}

/** One tab per service flagged showTab: picture, name and description (spec "Address selector"). */
export function ServiceTabs({ services, value, onChange, idPrefix }: Props) {
  const t = useT();
  return (
    <Tabs
      value={value}
      onChange={(_, v: number) => onChange(v)}
      variant="fullWidth"
      aria-label={t('delivery.selector.servicesLabel')}
      sx={{ borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { minHeight: 64, px: 1 } }}
    >
      {services.map((s) => (
        <Tab
          key={s.deliveryServiceId}
          value={s.deliveryServiceId}
          id={`${idPrefix}-tab-${s.deliveryServiceId}`}
          aria-controls={`${idPrefix}-panel`}
          sx={{ textTransform: 'none', alignItems: 'center' }}
          label={
            <Box
              sx={{
                display: 'flex',
                flexDirection: { xs: 'column', sm: 'row' },
                alignItems: 'center',
                gap: { xs: 0.5, sm: 1 },
                textAlign: { xs: 'center', sm: 'left' },
              }}
            >
              <Box
                component="img"
                src={s.iconSource}
                alt=""
                sx={{ width: { xs: 28, sm: 36 }, height: { xs: 28, sm: 36 }, flexShrink: 0 }}
              />
              <Box sx={{ minWidth: 0 }}>
                <Typography
                  component="span"
                  sx={{
                    display: 'block',
                    fontWeight: 700,
                    fontSize: { xs: '0.8125rem', sm: '0.9rem' },
                    lineHeight: 1.2,
                  }}
                >
                  {s.name}
                </Typography>
                <Typography
                  component="span"
                  variant="caption"
                  sx={{ display: { xs: 'none', sm: 'block' }, color: 'text.secondary', lineHeight: 1.3 }}
                >
                  {s.descr}
                </Typography>
              </Box>
            </Box>
          }
        />
      ))}
    </Tabs>
  );
}
