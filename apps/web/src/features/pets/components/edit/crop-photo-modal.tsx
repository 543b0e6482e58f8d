import { useRef, useState, type SyntheticEvent } from 'react';
import ReactCrop, {
  centerCrop,
  convertToPixelCrop,
  makeAspectCrop,
  type Crop,
  type PixelCrop,
} from 'react-image-crop';
import 'react-image-crop/dist/ReactCrop.css';
import { CROP_ASPECTS, DEFAULT_CROP_WIDTH_PERCENT } from '@pawrx/contracts/constants';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import { cropToJpegDataUrl } from '../../utils/crop-image';

type Props = { src: string; onCancel: () => void; onConfirm: (dataUrl: string) => void };

/** Default crop: 90% of the width, centred, at the chosen aspect (square first). */
function initialCrop(aspect: number, width: number, height: number): Crop {
  return centerCrop(
    makeAspectCrop({ unit: '%', width: DEFAULT_CROP_WIDTH_PERCENT }, aspect, width, height),
    width,
    height,
  );
}

/** Crop Pet Photo: Square / 4:3 / 16:9, Cancel, Use Photo (Processing... while working). */
export function CropPhotoModal({ src, onCancel, onConfirm }: Props) {
  const image = useRef<HTMLImageElement>(null);
  const [aspect, setAspect] = useState<number>(CROP_ASPECTS[0].value);
  const [crop, setCrop] = useState<Crop>();
  const [completed, setCompleted] = useState<PixelCrop>();
  const [processing, setProcessing] = useState(false);

  const reset = (nextAspect: number) => {
    const img = image.current;
    if (!img || !img.width || !img.height) return;
    const next = initialCrop(nextAspect, img.width, img.height);
    setCrop(next);
    setCompleted(convertToPixelCrop(next, img.width, img.height));
  };

  const onLoad = (_event: SyntheticEvent<HTMLImageElement>) => reset(aspect);

  const confirm = () => {
    if (!image.current || !completed) return;
    setProcessing(true);
    // Let "Processing..." paint before the canvas work blocks the thread.
    setTimeout(() => {
      try {
        onConfirm(cropToJpegDataUrl(image.current!, completed));
      } catch (error) {
        console.error(error); // spec §8: a crop failure is only logged
        setProcessing(false);
      }
    }, 0);
  };

  const hasCrop = Boolean(completed && completed.width > 0 && completed.height > 0);
  return (
    <Modal
      title="Crop Pet Photo"
      size="lg"
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={processing}>
            Cancel
          </Button>
          <Button onClick={confirm} disabled={!hasCrop || processing}>
            {processing ? 'Processing...' : 'Use Photo'}
          </Button>
        </>
      }
    >
      <div role="radiogroup" aria-label="Aspect ratio" className="mb-3 flex gap-2">
        {CROP_ASPECTS.map((a) => (
          <button
            key={a.label}
            type="button"
            role="radio"
            aria-checked={aspect === a.value}
            onClick={() => {
              setAspect(a.value);
              reset(a.value);
            }}
            className={`rounded-lg border px-3 py-1.5 text-sm font-medium ${
              aspect === a.value
                ? 'border-brand-600 bg-brand-50 text-brand-700'
                : 'border-slate-300 text-slate-700 hover:bg-slate-50'
            }`}
          >
            {a.label}
          </button>
        ))}
      </div>
      <div className="flex justify-center bg-slate-100">
        <ReactCrop
          crop={crop}
          aspect={aspect}
          keepSelection
          onChange={(_pixels, percent) => setCrop(percent)}
          onComplete={(pixels) => setCompleted(pixels)}
        >
          <img ref={image} src={src} alt="To crop" onLoad={onLoad} className="max-h-[60vh]" />
        </ReactCrop>
      </div>
    </Modal>
  );
}
