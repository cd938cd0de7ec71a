import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useParams, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../lib/auth';
import { useDocumentTitle } from '../../../lib/document-title';
import { useOrder } from '../api/orderViewApi';
import { BackLink } from '../components/BackLink';
import { OrderDetails } from '../components/OrderDetails';
import { OrderLinkView } from '../components/OrderLinkView';
import { useT } from '../i18n';
import { orderIdOf } from '../orderId';

/**
 * /profile/orders/:orderId: one order of the logged-in shopper, with what can still be done.
 * A visitor gets here only with the e-mail's link (?access_token=...): the read-only view.
 */
export default function OrderDetailPage() {
  const orderId = orderIdOf(useParams().orderId);
  const token = (useSearchParams()[0].get('access_token') ?? '').slice(0, 200);
  const { isLoggedIn } = useCurrentUser();
  if (!isLoggedIn && token) return <OrderLinkView orderId={orderId} token={token} />;
  return <ShopperOrder orderId={orderId} />;
}

function ShopperOrder({ orderId }: { orderId: number }) {
  const t = useT();
  const order = useOrder(orderId);
  const title = t('orders.detail.title', { orderId: orderId || '' });
  useDocumentTitle(title);
  return (
    <Box component="section" aria-labelledby="order-title" sx={{ display: 'grid', gap: 2 }}>
      <div>
        <BackLink to="/profile/orders" label={t('orders.backToList')} />
        <Typography id="order-title" component="h2" variant="h2">
          {title}
        </Typography>
      </div>
      {orderId === 0 || order.isError ? (
        <Alert severity="warning">{t('orders.detail.notFound')}</Alert>
      ) : order.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }} role="status">
          <CircularProgress aria-label={t('common.loading')} />
        </Box>
      ) : (
        <OrderDetails order={order.data} />
      )}
    </Box>
  );
}
