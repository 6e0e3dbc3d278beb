import { ImageUpload } from '../../components/media/ImageUpload.tsx';

/** One image as a form value: the address, '' when there is none (ImageUpload holds a list). */
export function SingleImage({ value, onChange }: { value?: string; onChange?: (address: string) => void }) {
  return <ImageUpload max={1} value={value ? [value] : []} onChange={(addresses) => onChange?.(addresses[0] ?? '')} />;
}
