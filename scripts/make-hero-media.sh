#!/usr/bin/env bash
# Renders the home page's hero video and poster from ffmpeg filters alone: a dark court drawn with
# geq, a ball arcing between the baskets, players' shadows drifting. Output is committed (small, and
# a fresh machine may have no ffmpeg); run this again only to change the artwork.
set -euo pipefail
out="$(cd "$(dirname "$0")/.." && pwd)/apps/web/src/assets"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
W=960 H=540 FPS=24 SECONDS_LONG=8

# The court: wood-toned dark floor, lines at low contrast so copy reads on top of it.
line='lt(abs(X-W/2),1.5)
+lt(abs(hypot(X-W/2,Y-H/2)-70),1.6)
+lt(abs(hypot(X-70,Y-H/2)-210),1.6)*gt(X,70)
+lt(abs(hypot(X-(W-70),Y-H/2)-210),1.6)*lt(X,W-70)
+between(X,30,200)*(lt(abs(Y-(H/2-60)),1.6)+lt(abs(Y-(H/2+60)),1.6))
+between(X,W-200,W-30)*(lt(abs(Y-(H/2-60)),1.6)+lt(abs(Y-(H/2+60)),1.6))
+between(Y,H/2-60,H/2+60)*(lt(abs(X-200),1.6)+lt(abs(X-(W-200)),1.6))
+(lt(abs(Y-30),1.6)+lt(abs(Y-(H-30)),1.6))*between(X,30,W-30)
+(lt(abs(X-30),1.6)+lt(abs(X-(W-30)),1.6))*between(Y,30,H-30)'
line=$(echo "$line" | tr -d '\n')
ffmpeg -loglevel error -y -f lavfi -i "color=c=black:s=${W}x${H}:d=1" -frames:v 1 \
  -vf "format=rgb24,geq=r='28+18*Y/H+70*min(1,${line})':g='22+10*Y/H+60*min(1,${line})':b='30+8*Y/H+55*min(1,${line})'" \
  "$work/court.png"

# The ball: an orange disc with a soft edge.
ffmpeg -loglevel error -y -f lavfi -i "color=c=black@0:s=64x64:d=1,format=rgba" -frames:v 1 \
  -vf "geq=r='234':g='110':b='30':a='255*clip((30-hypot(X-32,Y-32))/3,0,1)'" "$work/ball.png"

# A player's shadow: a larger, blurred dark ellipse.
ffmpeg -loglevel error -y -f lavfi -i "color=c=black@0:s=120x120:d=1,format=rgba" -frames:v 1 \
  -vf "geq=r='250':g='250':b='250':a='46*clip((52-hypot(X-60,(Y-60)*1.4))/20,0,1)'" "$work/player.png"

# The ball flies basket to basket in an arc; two players drift across. Every path repeats every
# SECONDS_LONG seconds so the video loops without a jump.
T=$SECONDS_LONG
ffmpeg -loglevel error -y -loop 1 -framerate $FPS -i "$work/court.png" -loop 1 -i "$work/ball.png" -loop 1 -i "$work/player.png" \
  -filter_complex "
    [0:v]scale=${W}:${H},setsar=1[court];
    [court][2:v]overlay=x='${W}/2-60+300*sin(2*PI*t/${T})':y='${H}/2-60+120*sin(4*PI*t/${T})':shortest=1[p1];
    [p1][2:v]overlay=x='${W}/2-60-260*sin(2*PI*t/${T}+1)':y='${H}/2-60-100*cos(2*PI*t/${T})':shortest=1[p2];
    [p2][1:v]overlay=x='${W}/2-32-(${W}/2-110)*cos(2*PI*t/${T})':y='${H}/2-32-150*abs(sin(2*PI*t/${T}))':shortest=1,
    vignette=PI/4,format=yuv420p[v]" \
  -map "[v]" -t $T -r $FPS -c:v libx264 -preset veryslow -crf 30 -profile:v high -movflags +faststart -an \
  "$out/hero.mp4"

ffmpeg -loglevel error -y -ss 0 -i "$out/hero.mp4" -frames:v 1 -q:v 6 "$out/hero-poster.jpg"
ls -l "$out/hero.mp4" "$out/hero-poster.jpg"
