import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title';
import { useTokenOrder } from '../api/tokenOrderApi';
import { useT } from '../i18n';
import { OrderDetails } from './OrderDetails';

/**
 * The confirmation e-mail's link opened by a visitor: the order, read with the link's signed token
 * (token-order/view) and no login. Read only: cancelling or changing it needs the login, which
 * brings the shopper back here. Framed by itself: the profile's tabs are for logged-in shoppers.
 */
export function OrderLinkView({ orderId, token }: { orderId: number; token: string }) {
  const t = useT();
  const { pathname } = useLocation();
  const order = useTokenOrder(orderId, token);
  const title = t('orders.detail.title', { orderId });
  useDocumentTitle(title);
  const login = (
    <Button component={RouterLink} to={`/login?redirect=${encodeURIComponent(pathname)}`} color="inherit">
      {t('orders.token.login')}
    </Button>
  );
  return (
    <Container maxWidth="lg" sx={{ px: { xs: 1, sm: 2 }, py: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
      <Typography component="h1" variant="h1">
        {title}
      </Typography>
      {orderId === 0 || order.isError ? (
        <Alert severity="warning" action={login}>
          {t('orders.token.invalid')}
        </Alert>
      ) : order.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }} role="status">
          <CircularProgress aria-label={t('common.loading')} />
        </Box>
      ) : (
        <>
          <Alert severity="info" action={login}>
            {t('orders.token.loginToAct')}
          </Alert>
          <OrderDetails order={order.data} readOnly />
        </>
      )}
    </Container>
  );
}
