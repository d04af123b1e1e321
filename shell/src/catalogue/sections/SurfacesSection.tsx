import { useState } from 'react';
import { Button, Card, Chip, Rating, formatNumber } from '@shared/ui';
import { Row } from '../catalogue-layout.ts';
import { BookIcon } from '../catalogue-icons.tsx';
import { CatalogueSection, Sample } from '../CatalogueSection.tsx';
import { DEV_IMAGES, DevImage } from './dev-images.tsx';

/** Card as a link and as a plain surface, and Chip as a label, a link and a toggle. */
export function SurfacesSection() {
  const [onlyFree, setOnlyFree] = useState(false);
  const [withVideo, setWithVideo] = useState(true);
  return (
    <CatalogueSection id="surfaces">
      <Sample title="کارت پیوندی با تصویر">
        <Card
          to="/courses"
          title="ریاضی پایهٔ هفتم"
          headingLevel={4}
          media={<DevImage image={DEV_IMAGES[0]} />}
          footer={<Rating value={4.5} />}
        >
          بیست درس کوتاه با تمرین و آزمون پایانی.
        </Card>
      </Sample>
      <Sample title="کارت ساده با دکمه">
        <Card title="جلسهٔ رفع اشکال" headingLevel={4} footer={<Button size="sm">ثبت‌نام</Button>}>
          {`هر پنجشنبه ساعت ${formatNumber(17)}، به‌صورت زنده.`}
        </Card>
      </Sample>
      <Sample title="برچسب‌ها">
        <Row>
          <Chip>هندسه</Chip>
          <Chip icon={<BookIcon />}>ادبیات فارسی</Chip>
          <Chip to="/courses">همهٔ دوره‌ها</Chip>
          <Chip to="/_catalogue" selected>
            فیلتر فعلی
          </Chip>
        </Row>
      </Sample>
      <Sample title="برچسب‌های روشن و خاموش">
        <Row>
          <Chip selected={onlyFree} onToggle={setOnlyFree}>
            فقط رایگان
          </Chip>
          <Chip selected={withVideo} onToggle={setWithVideo}>
            ویدیودار
          </Chip>
        </Row>
      </Sample>
    </CatalogueSection>
  );
}
