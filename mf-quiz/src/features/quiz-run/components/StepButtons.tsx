import { Button } from '@shared/ui';

interface StepButtonsProps {
  index: number;
  last: boolean;
  onMove: (index: number) => void;
  onFinish: () => void;
}

/** «سؤال قبلی» and «سؤال بعدی» (or «پایان آزمون» on the last question): the run's way between questions. */
export function StepButtons({ index, last, onMove, onFinish }: StepButtonsProps) {
  return (
    <>
      <Button variant="ghost" disabled={index === 0} onClick={() => onMove(index - 1)}>
        سؤال قبلی
      </Button>
      {last ? (
        <Button variant="secondary" onClick={onFinish}>
          پایان آزمون
        </Button>
      ) : (
        <Button variant="secondary" onClick={() => onMove(index + 1)}>
          سؤال بعدی
        </Button>
      )}
    </>
  );
}
