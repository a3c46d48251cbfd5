import sharp from "sharp";
import { makePhotoVariants } from "#server/modules/media/variants.ts";
const W=6000,H=4000;
const noise = Buffer.alloc(W*H*3);
for (let i=0;i<noise.length;i++) noise[i] = (Math.random()*255)|0;
const base = await sharp(noise,{raw:{width:W,height:H,channels:3}}).blur(3).jpeg({quality:90}).toBuffer();
let t=Date.now();
for (const crop of ["original","square","landscape","wide"] as const) {
  const r = await makePhotoVariants(base,{focalX:0.3,focalY:0.5,salt:"1", crops:[crop]});
  console.log(crop, Date.now()-t, r.width, r.height); t=Date.now();
}
const r = await makePhotoVariants(base,{focalX:0.3,focalY:0.5,salt:"1"});
console.log("all", Date.now()-t, r.files.length);
const c0 = process.cpuUsage(); t=Date.now();
await makePhotoVariants(base,{focalX:0.3,focalY:0.5,salt:"1"});
const c = process.cpuUsage(c0); console.log("wall", Date.now()-t, "cpu ms", (c.user+c.system)/1000);
const c1 = process.cpuUsage(); t=Date.now();
await makePhotoVariants(base,{focalX:0.3,focalY:0.5,salt:"1", crops:["original"]});
const d = process.cpuUsage(c1); console.log("original wall", Date.now()-t, "cpu ms", (d.user+d.system)/1000);
