import { ArrowLeft, ArrowRight, Camera, ImagePlus, Link2, Trash2, X } from "lucide-react";
import { useEffect, useId, useRef, useState, type DragEvent } from "react";
import {
  detectImageFormat,
  IMAGE_FILE_ACCEPT,
  IMAGE_SIGNATURE_BYTES,
  imageRefusal,
  isImageUrl,
  MAX_PRODUCT_IMAGES,
  sizeRefusal,
} from "../../../domain/image-upload";
import { moveImage, removeImage } from "../../../domain/product-form";
import { ProductImage, THUMBNAIL_WIDTHS } from "../../components/product-image";
import { Button, buttonStyles } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { uploadImage } from "./upload-image";

interface Upload {
  id: number;
  name: string;
  /** From 0 to 1. */
  progress: number;
  preview: string;
}

/** Refuses in the browser what the server would refuse, before a byte crosses a slow network. */
async function refusalOf(file: File): Promise<string | undefined> {
  const tooLarge = sizeRefusal(file);
  if (tooLarge) return tooLarge;
  const head = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
  return detectImageFormat(head) ? undefined : imageRefusal.notAnImage(file.name);
}

const fileButton = `${buttonStyles.secondary} inline-flex cursor-pointer items-center gap-2 py-2.5 focus-within:ring-2 focus-within:ring-brand-600`;

/**
 * The product's photos (spec §4, §5 'Image upload'): picked files, dropped files, the phone camera
 * or an image address. Photos upload one at a time, each with its progress bar, and join the list
 * in the order they were picked; the first of the list is the main image.
 */
export function ProductImagesField({
  images,
  onChange,
  onUploadingChange,
}: {
  images: readonly string[];
  onChange: (update: (images: string[]) => string[]) => void;
  onUploadingChange: (uploading: boolean) => void;
}) {
  const id = useId();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [address, setAddress] = useState("");
  const [dragging, setDragging] = useState(false);
  const nextUploadId = useRef(1);
  const queue = useRef(Promise.resolve());
  const uploading = uploads.length > 0;
  useEffect(() => onUploadingChange(uploading), [uploading, onUploadingChange]);
  const slotsTaken = images.length + uploads.length;

  const addFiles = async (files: readonly File[]) => {
    if (files.length === 0) return;
    const refused: string[] = [];
    const accepted: File[] = [];
    for (const file of files) {
      const refusal = await refusalOf(file);
      if (refusal) refused.push(refusal);
      else accepted.push(file);
    }
    const room = Math.max(0, MAX_PRODUCT_IMAGES - slotsTaken);
    const extra = accepted.splice(room);
    if (extra.length > 0) refused.push(imageRefusal.tooMany(extra.map((file) => file.name)));
    setProblems(refused);
    const started = accepted.map((file) => ({
      file,
      upload: {
        id: nextUploadId.current++,
        name: file.name,
        progress: 0,
        preview: URL.createObjectURL(file),
      },
    }));
    if (started.length === 0) return;
    setUploads((current) => [...current, ...started.map(({ upload }) => upload)]);

    // One at a time, so photos join the list in the order they were picked and the first of them
    // is ready soonest on a slow connection.
    for (const { file, upload } of started) {
      queue.current = queue.current.then(async () => {
        const result = await uploadImage(file, (progress) =>
          setUploads((current) =>
            current.map((each) => (each.id === upload.id ? { ...each, progress } : each)),
          ),
        );
        URL.revokeObjectURL(upload.preview);
        if (result.ok) onChange((current) => [...current, result.url]);
        else setProblems((current) => [...current, result.message]);
        setUploads((current) => current.filter((each) => each.id !== upload.id));
      });
    }
  };

  const addAddress = () => {
    const url = address.trim();
    if (!isImageUrl(url)) {
      setProblems([imageRefusal.badUrl]);
      return;
    }
    if (slotsTaken >= MAX_PRODUCT_IMAGES) {
      setProblems([imageRefusal.tooMany([url])]);
      return;
    }
    setProblems([]);
    setAddress("");
    onChange((current) => [...current, url]);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void addFiles([...event.dataTransfer.files]);
  };

  return (
    <div>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`rounded-xl border-2 border-dashed p-4 text-center ${dragging ? "border-brand-600 bg-brand-50" : "border-slate-300 bg-white"}`}
      >
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          JPG, PNG, GIF or WebP, up to 10 MB each, at most {MAX_PRODUCT_IMAGES} images. Drop photos
          here or pick them. The first image is the main image. Animated GIFs are saved as still
          pictures, and location data is removed from photos.
        </p>
        <div className="mt-3 flex flex-wrap justify-center gap-2">
          <label className={fileButton}>
            <ImagePlus aria-hidden size={18} />
            Choose photos
            <input
              type="file"
              multiple
              accept={IMAGE_FILE_ACCEPT}
              aria-describedby={`${id}-hint`}
              className="sr-only"
              onChange={(event) => {
                void addFiles([...(event.target.files ?? [])]);
                event.target.value = "";
              }}
            />
          </label>
          <label className={fileButton}>
            <Camera aria-hidden size={18} />
            Take photo
            <input
              type="file"
              accept="image/*"
              capture="environment"
              className="sr-only"
              onChange={(event) => {
                void addFiles([...(event.target.files ?? [])]);
                event.target.value = "";
              }}
            />
          </label>
        </div>
      </div>

      <div className="mt-3 flex gap-2">
        <label htmlFor={`${id}-url`} className="sr-only">
          Image address (URL)
        </label>
        <Input
          id={`${id}-url`}
          type="url"
          inputMode="url"
          value={address}
          placeholder="https://… image address"
          onChange={(event) => setAddress(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              addAddress();
            }
          }}
          // The field sits in a row beside its button, so it drops the stacked field's top margin.
          className="mt-0! min-w-0 flex-1"
        />
        <Button onClick={addAddress} className="inline-flex items-center gap-2">
          <Link2 aria-hidden size={18} />
          Add URL
        </Button>
      </div>

      {problems.length > 0 && (
        <div
          role="alert"
          className="mt-3 flex items-start gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-800"
        >
          <ul className="flex-1 list-disc pl-4">
            {problems.map((problem, index) => (
              // The same refusal can come twice (two files of one name), so the place keys it.
              <li key={index}>{problem}</li>
            ))}
          </ul>
          <button
            type="button"
            onClick={() => setProblems([])}
            aria-label="Dismiss image messages"
            className="-m-1 p-1"
          >
            <X aria-hidden size={18} />
          </button>
        </div>
      )}

      {(images.length > 0 || uploads.length > 0) && (
        <ol
          aria-label="Product images"
          className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4"
        >
          {images.map((url, index) => (
            <li key={`${url}-${index}`} className="rounded-lg border border-slate-200 bg-white p-2">
              <div className="relative">
                <ProductImage
                  url={url}
                  alt={`Image ${index + 1}`}
                  sizes="160px"
                  widths={THUMBNAIL_WIDTHS}
                  className="aspect-square w-full rounded object-contain"
                />
                {index === 0 && (
                  <span className="absolute left-1 top-1 rounded bg-brand-600 px-1.5 py-0.5 text-xs font-semibold text-white">
                    Main image
                  </span>
                )}
              </div>
              <div className="mt-2 flex justify-between">
                <button
                  type="button"
                  disabled={index === 0}
                  onClick={() => onChange((current) => moveImage(current, index, index - 1))}
                  aria-label={`Move image ${index + 1} earlier`}
                  className="grid size-11 place-items-center rounded-lg text-slate-700 hover:bg-slate-100 disabled:opacity-30"
                >
                  <ArrowLeft aria-hidden size={18} />
                </button>
                <button
                  type="button"
                  onClick={() => onChange((current) => removeImage(current, index))}
                  aria-label={`Remove image ${index + 1}`}
                  className="grid size-11 place-items-center rounded-lg text-red-700 hover:bg-red-50"
                >
                  <Trash2 aria-hidden size={18} />
                </button>
                <button
                  type="button"
                  disabled={index === images.length - 1}
                  onClick={() => onChange((current) => moveImage(current, index, index + 1))}
                  aria-label={`Move image ${index + 1} later`}
                  className="grid size-11 place-items-center rounded-lg text-slate-700 hover:bg-slate-100 disabled:opacity-30"
                >
                  <ArrowRight aria-hidden size={18} />
                </button>
              </div>
            </li>
          ))}
          {uploads.map((upload) => (
            <li key={upload.id} className="rounded-lg border border-slate-200 bg-white p-2">
              <img
                src={upload.preview}
                alt=""
                className="aspect-square w-full rounded object-contain opacity-60"
              />
              <p className="mt-1 truncate text-xs text-slate-700">{upload.name}</p>
              <progress
                value={upload.progress}
                max={1}
                aria-label={`Uploading ${upload.name}`}
                className="mt-1 h-2 w-full accent-brand-600"
              />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
