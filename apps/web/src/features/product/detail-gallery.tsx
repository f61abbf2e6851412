import type { ImageDto } from '@shop/contract/catalogue';
import { IMAGE_SIZES } from '@shop/contract/images';
import { Swiper, type SwiperRef } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PictureViewer } from '../../components/picture-viewer.tsx';
import { CatalogueImage } from '../../lib/catalogue/catalogue-image.tsx';

const GALLERY_WIDTHS = [IMAGE_SIZES.small, IMAGE_SIZES.large] as const;

/**
 * The product's pictures: a square, swipeable strip with a "1/3" counter; a tap opens the large files full
 * screen, zoomable, at the picture tapped (the viewer's code loads on first use). The square is reserved by CSS before
 * any picture arrives.
 */
export function DetailGallery({ images, title }: { images: readonly ImageDto[]; title: string }) {
  const { t } = useTranslation('product');
  const swiper = useRef<SwiperRef>(null);
  const [viewer, setViewer] = useState({ visible: false, start: 0, opens: 0 });
  const total = images.length;

  if (total === 0) return <div className="detail-gallery" />;
  return (
    <section className="detail-gallery" aria-label={t('gallery')}>
      <Swiper
        ref={swiper}
        className="detail-gallery__swiper"
        // A single picture has nothing to swipe to.
        allowTouchMove={total > 1}
        indicator={(count, current) =>
          count > 1 && (
            <span className="detail-gallery__counter">
              {current + 1}/{count}
            </span>
          )
        }
      >
        {images.map((image, i) => (
          <Swiper.Item key={image.large}>
            <button
              type="button"
              className="detail-gallery__slide"
              onClick={() => setViewer((v) => ({ visible: true, start: i, opens: v.opens + 1 }))}
              aria-label={t('openPicture', { index: i + 1, total })}
            >
              <CatalogueImage
                className="detail-gallery__image"
                image={image}
                alt={i === 0 ? title : ''}
                widths={GALLERY_WIDTHS}
                width={IMAGE_SIZES.large}
                height={IMAGE_SIZES.large}
                sizes="(min-width: 640px) 640px, 100vw"
                priority={i === 0}
              />
            </button>
          </Swiper.Item>
        ))}
      </Swiper>
      <PictureViewer
        opened={viewer.opens > 0}
        // A fresh viewer per opening: `defaultIndex` only applies when it mounts.
        key={viewer.opens}
        images={images.map((image) => image.large)}
        // Full screen above the sticky bars, not inside the gallery's clipped box.
        getContainer={() => document.body}
        classNames={{ mask: 'detail-viewer-mask' }}
        visible={viewer.visible}
        defaultIndex={viewer.start}
        // Closing the viewer leaves the strip on the picture the shopper ended on.
        onIndexChange={(i) => swiper.current?.swipeTo(i)}
        onClose={() => setViewer((v) => ({ ...v, visible: false }))}
      />
    </section>
  );
}
