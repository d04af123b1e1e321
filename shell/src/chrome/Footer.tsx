import { ErrorState, formatDate, Skeleton, SkeletonText } from '@shared/ui';
import { SITE_NAME } from '../site-map/page-title.ts';
import { CertificateBadge } from './CertificateBadge.tsx';
import { Copyright, FooterBar, FooterBrand, FooterColumns, FooterInner, FooterSkeletonGrid } from './footer-parts.ts';
import { FooterCategories } from './FooterCategories.tsx';
import { FooterContact } from './FooterContact.tsx';
import { FooterMenu } from './FooterMenu.tsx';
import { SiteLogo } from './SiteLogo.tsx';
import { SocialLinks } from './SocialLinks.tsx';
import { useGlobalData } from './use-global-data.ts';

/** Tehran's year: the server and the browser may sit in other time zones, and both must print the same. */
const COPYRIGHT_YEAR: Intl.DateTimeFormatOptions = { year: 'numeric', timeZone: 'Asia/Tehran' };

function FooterLoading() {
  return (
    <FooterSkeletonGrid aria-busy="true">
      <span role="status" className="visually-hidden">
        در حال بارگذاری پانویس
      </span>
      {[0, 1, 2, 3].map((column) => (
        <div key={column}>
          <Skeleton variant="text" width="40%" height="1.5rem" />
          <SkeletonText lines={4} />
        </div>
      ))}
    </FooterSkeletonGrid>
  );
}

/**
 * The site footer, all from global data (spec section 2): the logo and
 * social links, the two footer menus, phone and e-mail, the certificate
 * badge, the vendor categories (15, then all) and the copyright with the
 * Persian year. A skeleton while it loads; an error with retry if it failed.
 */
export function Footer() {
  const global = useGlobalData();
  return (
    <FooterBar>
      <FooterInner>
        {global.isPending && <FooterLoading />}
        {global.isError && (
          <ErrorState
            title="پانویس بارگذاری نشد"
            message="پیوندهای پایین صفحه در دسترس نیست؛ دوباره تلاش کنید."
            onRetry={() => void global.refetch()}
            retrying={global.isFetching}
          />
        )}
        {global.data && (
          <>
            <FooterColumns>
              <FooterBrand>
                <SiteLogo />
                <p>مؤسسه‌ای آموزشی در تهران، در زمینهٔ آموزش مدرسه‌ای، دانشگاهی و علمی.</p>
                <SocialLinks social={global.data.social} />
              </FooterBrand>
              <FooterMenu menu={global.data.footer.menu_1} />
              <FooterMenu menu={global.data.footer.menu_2} />
              <div>
                <h2>تماس با ما</h2>
                <FooterContact contact={global.data.contact} />
                <CertificateBadge />
              </div>
            </FooterColumns>
            <FooterCategories categories={global.data.vendor_categories} />
          </>
        )}
        <Copyright>
          © {formatDate(new Date(), COPYRIGHT_YEAR)} {SITE_NAME}. همهٔ حقوق محفوظ است.
        </Copyright>
      </FooterInner>
    </FooterBar>
  );
}
