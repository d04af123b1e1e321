import { useState } from 'react';
import { Button, Card, Carousel, ImageViewer, ResponsiveImage, type ViewerImage } from '@shared/ui';
import { Row } from '../catalogue-layout.ts';
import { CatalogueSection, Sample } from '../CatalogueSection.tsx';
import { BROKEN_IMAGE, DEV_IMAGES, DevImage } from './dev-images.tsx';

const VIEWER_IMAGES: ViewerImage[] = [...DEV_IMAGES, BROKEN_IMAGE];
const NO_IMAGES: ViewerImage[] = [];

/** Carousel, ResponsiveImage (loading and broken) and the ImageViewer with a full and an empty list. */
export function MediaSection() {
  const [viewerImages, setViewerImages] = useState<ViewerImage[] | null>(null);
  return (
    <CatalogueSection id="media">
      <Sample title="اسلایدشو" wide>
        <Carousel label="دوره‌های پرطرفدار" slideSize="min(80%, 18rem)">
          {DEV_IMAGES.map((image) => (
            <Card key={image.src} title={image.alt} headingLevel={4} media={<DevImage image={image} />}>
              یک نمونه برای اسلایدشو.
            </Card>
          ))}
        </Carousel>
      </Sample>
      <Sample title="تصویر واکنش‌گرا">
        <DevImage image={DEV_IMAGES[1]} />
      </Sample>
      <Sample title="تصویری که بارگذاری نمی‌شود">
        <ResponsiveImage src={BROKEN_IMAGE.src} alt={BROKEN_IMAGE.alt} width={640} height={360} />
      </Sample>
      <Sample title="نمایشگر تصویر">
        <Row>
          <Button onClick={() => setViewerImages(VIEWER_IMAGES)}>باز کردن نمایشگر تصویر</Button>
          <Button variant="secondary" onClick={() => setViewerImages(NO_IMAGES)}>
            نمایشگر بدون تصویر
          </Button>
        </Row>
        <ImageViewer
          open={viewerImages !== null}
          images={viewerImages ?? NO_IMAGES}
          onClose={() => setViewerImages(null)}
        />
      </Sample>
    </CatalogueSection>
  );
}
