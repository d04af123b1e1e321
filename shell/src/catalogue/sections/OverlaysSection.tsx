import { useState } from 'react';
import styled from 'styled-components';
import { Button, Dialog, Drawer, Menu, TextField, useSnackbar, type MenuItem } from '@shared/ui';
import { Row } from '../catalogue-layout.ts';
import { CatalogueSection, Sample } from '../CatalogueSection.tsx';
import { DrawerSample } from './DrawerSample.tsx';

const DrawerText = styled.p`
  margin: 0;
  padding-inline: ${({ theme }) => theme.space(4)};
`;

/** Dialog and its full-screen variant, the modal Drawer and the persistent one, and Menu. */
export function OverlaysSection() {
  const [dialogOpen, setDialogOpen] = useState(false);
  const [fullScreenOpen, setFullScreenOpen] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const snackbar = useSnackbar();
  const userMenu: MenuItem[] = [
    { id: 'profile', label: 'پیشخوان', to: '/profile' },
    { id: 'courses', label: 'دوره‌های من', to: '/course/my-courses' },
    {
      id: 'logout',
      label: 'خروج',
      onSelect: () => snackbar.show({ type: 'success', message: 'گزینهٔ «خروج» انتخاب شد.' }),
    },
  ];
  const gradesMenu: MenuItem[] = [
    { id: 'grade-7', label: 'پایهٔ هفتم', to: '/learn/grade/grade-7' },
    { id: 'grade-8', label: 'پایهٔ هشتم', to: '/learn/grade/grade-8' },
    { id: 'grade-9', label: 'پایهٔ نهم', to: '/learn/grade/grade-9' },
  ];

  return (
    <CatalogueSection id="overlays">
      <Sample title="پنجرهٔ گفت‌وگو">
        <Row>
          <Button onClick={() => setDialogOpen(true)}>باز کردن گفت‌وگو</Button>
          <Button variant="secondary" onClick={() => setFullScreenOpen(true)}>
            باز کردن گفت‌وگوی تمام‌صفحه
          </Button>
        </Row>
        <Dialog
          open={dialogOpen}
          onClose={() => setDialogOpen(false)}
          title="حذف از علاقه‌مندی‌ها"
          footer={
            <Row>
              <Button variant="danger" onClick={() => setDialogOpen(false)}>
                حذف
              </Button>
              <Button variant="ghost" onClick={() => setDialogOpen(false)}>
                انصراف
              </Button>
            </Row>
          }
        >
          <p>این دوره از فهرست علاقه‌مندی‌های شما حذف شود؟</p>
        </Dialog>
        <Dialog open={fullScreenOpen} onClose={() => setFullScreenOpen(false)} title="جست‌وجو در سایت" fullScreen>
          <TextField label="چه چیزی را می‌جویید؟" type="search" />
        </Dialog>
      </Sample>
      <Sample title="کشوی کناری (روی صفحه)">
        <Row>
          <Button variant="secondary" onClick={() => setDrawerOpen(true)}>
            باز کردن کشو
          </Button>
        </Row>
        <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} label="منوی نمونه" modal>
          <DrawerText>کشو از لبهٔ راست باز می‌شود؛ با کشیدن به راست یا Escape بسته می‌شود.</DrawerText>
        </Drawer>
      </Sample>
      <Sample title="کشوی کناری کنار محتوا و حالت ریل">
        <DrawerSample />
      </Sample>
      <Sample title="منو">
        <Row>
          <Menu label="حساب کاربری" items={userMenu} />
          <Menu label="پایه‌ها (با نگه‌داشتن نشانگر)" items={gradesMenu} openOnHover />
        </Row>
      </Sample>
    </CatalogueSection>
  );
}
