import { forceCollide, forceLink, forceManyBody, forceSimulation, forceX, forceY, type SimulationNodeDatum } from "d3-force";
import { useEffect, useRef } from "react";
import type { BubbleClusters } from "../../../shared/schemas/bubble-clusters";
import { formatShare } from "../../../shared/shares";
import { clusterColour, LABELLED_COLOUR } from "./cluster-colours";

type Holder = BubbleClusters["holders"][number];
type Node = SimulationNodeDatum & { holder: Holder; radius: number };
type Link = { source: string | Node; target: string | Node; count: number; drawn: boolean };

const PEOPLE = new Set(["creator", "whale", "holder", null]);
const HEIGHT = { wide: 520, narrow: 380 } as const;
const FILLED = 0.22;
/** Bubbles this wide or wider carry their share as text. */
const LABELLED_RADIUS = 20;
const LINK_COLOUR = "rgba(169, 177, 193, 0.45)";

type Props = { holders: Holder[]; links: BubbleClusters["links"]; focused: string | null; onFocus: (address: string | null) => void; label: string };

/**
 * The map on a canvas, laid out by d3-force: bubbles sized by share and coloured by cluster, transfer links drawn,
 * each cluster's members pulled together by invisible links. A click focuses the wallet under the pointer.
 */
export default function BubbleCanvas({ holders, links, focused, onFocus, label }: Props) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const nodesRef = useRef<Node[]>([]);
  const focusedRef = useRef(focused);
  const drawRef = useRef<() => void>(() => undefined);

  useEffect(() => {
    const canvas = canvasRef.current!;
    const width = canvas.clientWidth;
    const height = width < 600 ? HEIGHT.narrow : HEIGHT.wide;
    const ratio = window.devicePixelRatio || 1;
    canvas.width = width * ratio;
    canvas.height = height * ratio;
    canvas.style.height = `${height}px`;
    const context = canvas.getContext("2d")!;
    context.scale(ratio, ratio);

    // Bubbles' areas are their shares and together cover FILLED of the canvas, none wider than a sixth of it.
    const total = holders.reduce((sum, holder) => sum + holder.percent, 0) || 1;
    const scale = Math.sqrt((FILLED * width * height) / (Math.PI * total));
    const widest = Math.min(width, height) / 6;
    const nodes: Node[] = holders.map((holder) => ({ holder, radius: Math.min(widest, Math.max(3, Math.sqrt(holder.percent) * scale)) }));
    const present = new Set(holders.map((holder) => holder.address));
    const drawn: Link[] = links.filter((link) => present.has(link.source) && present.has(link.target)).map((link) => ({ ...link, drawn: true }));
    const firstOf = new Map<number, string>();
    const pulls: Link[] = [];
    for (const holder of holders) {
      if (holder.cluster === null) continue;
      const first = firstOf.get(holder.cluster);
      if (first === undefined) firstOf.set(holder.cluster, holder.address);
      else pulls.push({ source: first, target: holder.address, count: 0, drawn: false });
    }
    const allLinks = [...drawn, ...pulls];
    // Links of one width share a path, so a frame strokes a few paths rather than one per link (smooth at 250 bubbles).
    const linksByWidth = new Map<number, Link[]>();
    for (const link of drawn) {
      const lineWidth = Math.min(4, Math.round(1 + Math.log2(link.count)));
      linksByWidth.set(lineWidth, [...(linksByWidth.get(lineWidth) ?? []), link]);
    }

    const draw = () => {
      context.clearRect(0, 0, width, height);
      context.strokeStyle = LINK_COLOUR;
      for (const [lineWidth, group] of linksByWidth) {
        context.lineWidth = lineWidth;
        context.beginPath();
        for (const link of group) {
          const [source, target] = [link.source as Node, link.target as Node];
          context.moveTo(source.x!, source.y!);
          context.lineTo(target.x!, target.y!);
        }
        context.stroke();
      }
      context.font = "600 12px system-ui, sans-serif";
      context.textAlign = "center";
      context.textBaseline = "middle";
      for (const node of nodes) {
        const person = PEOPLE.has(node.holder.type);
        context.beginPath();
        context.arc(node.x!, node.y!, node.radius, 0, 2 * Math.PI);
        context.fillStyle = person ? clusterColour(node.holder.cluster) : LABELLED_COLOUR;
        context.globalAlpha = focusedRef.current === null || focusedRef.current === node.holder.address ? 0.9 : 0.35;
        context.fill();
        context.globalAlpha = 1;
        if (node.radius >= LABELLED_RADIUS) {
          context.fillStyle = "#0b0e14";
          context.fillText(formatShare(node.holder.percent), node.x!, node.y!);
        }
        if (focusedRef.current === node.holder.address) {
          context.lineWidth = 3;
          context.strokeStyle = "#e7eaf0";
          context.stroke();
        }
      }
    };
    drawRef.current = draw;
    nodesRef.current = nodes;

    const simulation = forceSimulation(nodes)
      .force(
        "link",
        forceLink<Node, Link>(allLinks)
          .id((node) => node.holder.address)
          .distance((link) => (link.source as Node).radius + (link.target as Node).radius + 12)
          .strength((link) => (link.drawn ? 0.4 : 0.25)),
      )
      .force("charge", forceManyBody<Node>().strength(-12))
      .force(
        "collide",
        forceCollide<Node>((node) => node.radius + 1.5),
      )
      .force("x", forceX<Node>(width / 2).strength(0.06))
      .force("y", forceY<Node>(height / 2).strength(0.09))
      .on("tick", () => {
        for (const node of nodes) {
          node.x = Math.max(node.radius, Math.min(width - node.radius, node.x!));
          node.y = Math.max(node.radius, Math.min(height - node.radius, node.y!));
        }
        draw();
      });
    return () => {
      simulation.stop();
    };
  }, [holders, links]);

  useEffect(() => {
    focusedRef.current = focused;
    drawRef.current();
  }, [focused]);

  const pick = (event: React.MouseEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const [x, y] = [event.clientX - box.left, event.clientY - box.top];
    const hit = nodesRef.current.find((node) => Math.hypot(node.x! - x, node.y! - y) <= node.radius);
    onFocus(hit === undefined || hit.holder.address === focused ? null : hit.holder.address);
  };

  return <canvas ref={canvasRef} className="bubble-canvas" role="img" aria-label={label} onClick={pick} />;
}
