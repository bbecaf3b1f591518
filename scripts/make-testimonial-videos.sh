#!/bin/sh
# Regenerates the local video testimonials (the reviews albums) with Debian's ffmpeg: small silent H.264 clips and a
# poster each, committed under apps/web/public/media/testimonials (nothing at run time fetches media from elsewhere).
set -eu
out="$(dirname "$0")/../apps/web/public/media/testimonials"
mkdir -p "$out"
colors="0x1f3a5f:0xd9c7a7 0x2f4f4f:0xe8d8c3 0x4b3b5c:0xf2e6d9 0x1d4e89:0xa7c7e7 0x5c3d2e:0xf0e0c0 0x203040:0xc0d8e0 0x3a5f1f:0xe0e8c7 0x5f1f3a:0xf0d0d8"
i=1
for pair in $colors; do
  c0="${pair%%:*}"; c1="${pair##*:}"
  ffmpeg -loglevel error -y -f lavfi -i "gradients=s=320x180:d=4:r=12:c0=${c0}:c1=${c1}:speed=0.02:seed=${i}" \
    -c:v libx264 -preset veryslow -crf 34 -pix_fmt yuv420p -movflags +faststart -an "$out/testimonial-$i.mp4"
  ffmpeg -loglevel error -y -ss 1 -i "$out/testimonial-$i.mp4" -frames:v 1 -q:v 6 "$out/testimonial-$i.jpg"
  i=$((i + 1))
done
du -ch "$out"/* | tail -1
