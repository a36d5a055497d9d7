const fs=require('fs');const {SourceMapConsumer}=require('source-map-js');
const file=process.argv[2];const code=fs.readFileSync(file,'utf8');const map=JSON.parse(fs.readFileSync(file+'.map','utf8'));
const c=new SourceMapConsumer(map);const sizes={};let prev=null;
c.eachMapping(m=>{ if(prev&&prev.generatedLine===m.generatedLine){ sizes[prev.source||'?']=(sizes[prev.source||'?']||0)+m.generatedColumn-prev.generatedColumn;} prev=m;});
const agg={};for(const [s,n] of Object.entries(sizes)){ if(!s.includes(process.argv[3])) continue; const k=s.replace(/.*node_modules\//,'').split('/').slice(0,5).join('/'); agg[k]=(agg[k]||0)+n;}
Object.entries(agg).sort((a,b)=>b[1]-a[1]).slice(0,50).forEach(([k,n])=>console.log((n/1024).toFixed(1).padStart(8),k));
