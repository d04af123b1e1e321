import { Button, useSnackbar } from '@shared/ui';
import { Row } from '../catalogue-layout.ts';
import { CatalogueSection, Sample } from '../CatalogueSection.tsx';

/** Buttons that queue a success and an error message in the shell's snackbar host. */
export function SnackbarSection() {
  const snackbar = useSnackbar();
  return (
    <CatalogueSection id="snackbar">
      <Sample title="پیام موفقیت و خطا">
        <Row>
          <Button onClick={() => snackbar.show({ type: 'success', message: 'تغییرات با موفقیت ذخیره شد.' })}>
            نمایش پیام موفقیت
          </Button>
          <Button
            variant="danger"
            onClick={() => snackbar.show({ type: 'error', message: 'هنگام ارتباط با سرور خطایی رخ داد.' })}
          >
            نمایش پیام خطا
          </Button>
        </Row>
      </Sample>
    </CatalogueSection>
  );
}
