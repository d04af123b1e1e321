import { Button, IconButton, type ButtonSize, type ButtonVariant } from '@shared/ui';
import { Row } from '../catalogue-layout.ts';
import { HeartIcon, SearchIcon, TrashIcon } from '../catalogue-icons.tsx';
import { CatalogueSection, Sample } from '../CatalogueSection.tsx';

const VARIANTS: { variant: ButtonVariant; label: string }[] = [
  { variant: 'primary', label: 'اصلی' },
  { variant: 'secondary', label: 'ثانویه' },
  { variant: 'ghost', label: 'کم‌رنگ' },
  { variant: 'danger', label: 'خطرناک' },
];

const SIZES: { size: ButtonSize; title: string }[] = [
  { size: 'md', title: 'دکمه‌ها، اندازهٔ معمولی' },
  { size: 'sm', title: 'دکمه‌ها، اندازهٔ کوچک' },
];

/** Button in every variant, size and state, and IconButton. */
export function ButtonsSection() {
  return (
    <CatalogueSection id="buttons">
      {SIZES.map(({ size, title }) => (
        <Sample key={size} title={title}>
          <Row>
            {VARIANTS.map(({ variant, label }) => (
              <Button key={variant} variant={variant} size={size}>
                {label}
              </Button>
            ))}
          </Row>
        </Sample>
      ))}
      <Sample title="در حال انجام و غیرفعال">
        <Row>
          <Button loading>در حال ذخیره</Button>
          <Button variant="secondary" loading>
            در حال ارسال
          </Button>
          <Button disabled>غیرفعال</Button>
          <Button variant="secondary" disabled>
            غیرفعال
          </Button>
        </Row>
      </Sample>
      <Sample title="دکمهٔ تمام‌عرض">
        <Button fullWidth>ثبت‌نام در دوره</Button>
      </Sample>
      <Sample title="دکمه‌های نمادین">
        <Row>
          <IconButton label="پسندیدن">
            <HeartIcon />
          </IconButton>
          <IconButton label="جست‌وجو" variant="primary">
            <SearchIcon />
          </IconButton>
          <IconButton label="جست‌وجوی پیشرفته" variant="secondary">
            <SearchIcon />
          </IconButton>
          <IconButton label="حذف" variant="danger">
            <TrashIcon />
          </IconButton>
          <IconButton label="حذف (غیرفعال)" disabled>
            <TrashIcon />
          </IconButton>
        </Row>
      </Sample>
    </CatalogueSection>
  );
}
