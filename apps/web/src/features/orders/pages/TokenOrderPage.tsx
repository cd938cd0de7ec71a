import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title';
import { useTokenOrder } from '../api/tokenOrderApi';
import { OrderDetails } from '../components/OrderDetails';
import { useT } from '../i18n';
import { orderIdOf } from '../orderId';

/**
 * The confirmation e-mail's link: the order, read with the link's signed token and no login.
 * Read only: cancelling or changing it needs the shopper's login (the page says where).
 */
export default function TokenOrderPage() {
  const t = useT();
  const orderId = orderIdOf(useParams().orderId);
  const token = (useSearchParams()[0].get('access_token') ?? '').slice(0, 500);
  const order = useTokenOrder(orderId, token);
  const title = orderId ? t('orders.detail.title', { orderId }) : t('orders.token.title');
  useDocumentTitle(title);
  const invalid = orderId === 0 || token === '' || order.isError;
  return (
    <Container maxWidth="lg" sx={{ px: { xs: 1, sm: 2 }, py: { xs: 2, sm: 3 } }}>
      <Typography component="h1" variant="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {invalid ? (
        <Alert
          severity="warning"
          action={
            <Button
              component={RouterLink}
              to={`/login?redirect=${encodeURIComponent('/profile/orders')}`}
              color="inherit"
            >
              {t('orders.token.login')}
            </Button>
          }
        >
          {t('orders.token.invalid')}
        </Alert>
      ) : order.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }} role="status">
          <CircularProgress aria-label={t('common.loading')} />
        </Box>
      ) : (
        <OrderDetails order={order.data} readOnly />
      )}
    </Container>
  );
}
