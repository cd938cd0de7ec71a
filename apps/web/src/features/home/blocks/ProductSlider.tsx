import { PlainLink } from '../../../components/ui/plain-link/PlainLink';
import ProductCard from '../../../components/ui/product-card/ProductCard';
import { siteConfig } from '../../../lib/config';
import { useT } from '../../../lib/i18n';
import { EmblaSlider } from '../slider/EmblaSlider';
import { BlockTitle } from './BlockTitle';
import { blockConfig, blockTitle, metaBool, metaNumber, metaString } from './block-meta';
import { PromoCard, type PromoCardConfig } from './PromoCard';
import type { BlockProps } from './types';

// 1.5 cards on a 360 px phone (the half card says "there is more, swipe"), then 3, 4, 5, 6.
const SLIDE_SIZE = { xs: '66%', sm: '33.333%', md: '25%', lg: '20%', xl: '16.666%' };

/**
 * Product cards in a carousel (spec sections 2 and 9): limit 12, spacing 20 px, autoplay off,
 * bullets on and arrows off unless JSON_CONFIG says otherwise, optional leading promo card.
 */
export function ProductSlider({ block }: BlockProps) {
  const t = useT();
  const config = blockConfig(block);
  const limit = metaNumber(config, 'limit', siteConfig.productSliderLimit);
  const products = block.products.slice(0, limit);
  const promo =
    config.promoCard && typeof config.promoCard === 'object' ? (config.promoCard as PromoCardConfig) : null;
  const seeAll = metaString(config, 'categorySlug');
  if (products.length === 0) return null;
  // The head is plain elements with the .block-head classes of ListingStyles (decision 0083).
  return (
    <div>
      <div className="block-head">
        <BlockTitle block={block} />
        {seeAll && (
          <PlainLink to={`/category/${seeAll}`} className="block-head__see-all">
            {t('home.seeAll')}
          </PlainLink>
        )}
      </div>
      <EmblaSlider
        label={blockTitle(block) ?? t('slider.region')}
        autoplay={metaBool(config, 'autoplay', false)}
        bullets={metaBool(config, 'bullets', true)}
        arrows={metaBool(config, 'arrows', false)}
        slideSize={SLIDE_SIZE}
      >
        {promo && <PromoCard config={promo} />}
        {products.map((p) => (
          <ProductCard key={p.productId} product={p} />
        ))}
      </EmblaSlider>
    </div>
  );
}
