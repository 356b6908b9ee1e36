import { AirVent, Refrigerator, Tv, WashingMachine, type LucideIcon } from "lucide-react";
import type { Appliance } from "./carousel-config";

const ICONS: Record<Appliance, LucideIcon> = {
  tv: Tv,
  refrigerator: Refrigerator,
  ac: AirVent,
  "washing-machine": WashingMachine,
};

export function ApplianceIcon({
  appliance,
  size = 24,
  className,
}: {
  appliance: Appliance;
  size?: number;
  className?: string;
}) {
  const Icon = ICONS[appliance];
  return <Icon aria-hidden size={size} className={className} />;
}
